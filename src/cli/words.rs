//! Words for people: a number with its noun, singular for one (the library's [`counted`]), so
//! that every answer says "1 solution", "1 search node", "used once".

pub use gridriddle::counted;
use std::fmt::Display;

/// How many times: `once`, `twice`, `3 times`, `0 times`.
pub fn times(n: impl Display) -> String {
    match n.to_string().as_str() {
        "1" => "once".to_owned(),
        "2" => "twice".to_owned(),
        n => format!("{n} times"),
    }
}

#[cfg(test)]
mod tests {
    use super::{counted, times};

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(counted(1u64, "search node"), "1 search node");
        assert_eq!(counted(0usize, "solution"), "0 solutions");
        assert_eq!(
            counted("2432902008176640000", "solution"),
            "2432902008176640000 solutions"
        );
        assert_eq!(
            [times(1), times(2), times(0), times(17)],
            ["once", "twice", "0 times", "17 times"]
        );
    }
}

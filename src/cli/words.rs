//! Words for people: a number with its noun, singular for one (the library's [`counted`]), so
//! that every answer says "1 solution", "1 search node", "used once"; and what `check` and `rate`
//! say of a riddle without exactly one solution.

pub use gridriddle::explain::counted;
use std::fmt::Display;
use std::time::Duration;

/// What `check` and `rate` say of a riddle whose `solutions` (all of them when `complete`, else
/// a lower bound) are not exactly one: `no solution`, `15 solutions, not one`, `at least 2
/// solutions, not one`, or that a count cut short found no second one; `None` for one.
pub fn not_one(solutions: u128, complete: bool) -> Option<String> {
    match (solutions, complete) {
        (1, true) => None,
        (0, true) => Some("no solution".to_owned()),
        (n, true) => Some(format!("{}, not one", counted(n, "solution"))),
        (n @ 2.., false) => Some(format!("at least {}, not one", counted(n, "solution"))),
        (_, false) => Some("not known to have one solution: the count ran out of search nodes".to_owned()),
    }
}

/// The shortest time [`per_second`] gives a rate for: below it, the time is mostly the clock's
/// grain and the start of the work, and the rate says nothing.
const RATE_MIN_TIME: Duration = Duration::from_millis(10);

/// `found` things in `elapsed` as a rate, rounded for people: `2.1 million`, `85 thousand`,
/// `120`; none under [`RATE_MIN_TIME`], or when it rounds to 0 (`count` and `dataset` say it).
pub fn per_second(found: u128, elapsed: Duration) -> Option<String> {
    if elapsed < RATE_MIN_TIME {
        return None;
    }
    let rate = found as f64 / elapsed.as_secs_f64();
    if rate >= 1e6 {
        Some(format!("{:.1} million", rate / 1e6))
    } else if rate >= 1e4 {
        Some(format!("{:.0} thousand", rate / 1e3))
    } else if rate >= 0.5 {
        Some(format!("{rate:.0}"))
    } else {
        None
    }
}

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
    use super::{not_one, times};

    #[test]
    fn what_is_said_of_a_riddle_without_one_solution_and_how_often_a_hint_is_used() {
        assert_eq!(
            [
                not_one(0, true),
                not_one(1, true),
                not_one(15, true),
                not_one(2, false)
            ],
            [
                Some("no solution".to_owned()),
                None,
                Some("15 solutions, not one".to_owned()),
                Some("at least 2 solutions, not one".to_owned())
            ]
        );
        assert_eq!(
            [times(1), times(2), times(0), times(17)],
            ["once", "twice", "0 times", "17 times"]
        );
    }
}

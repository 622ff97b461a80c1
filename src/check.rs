//! A plain verifier of a solution against the definition of `riddle-format.md`.
//!
//! For tests and debug assertions. Deliberately simple: it shares no code with the search.

use crate::riddle::{Riddle, ValueId, BLANK};
use ndarray::{Array2, ArrayView2};

/// Checks that `matrix` is a solution of `riddle`; the error says which condition fails first.
///
/// ```
/// let riddle = gridriddle::Riddle::from_json(r#"{"header": ["House", "Pet"],
///     "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]],
///     "domains": {"Pet": ["cat", "dog"]}}"#).unwrap();
/// let solved = gridriddle::solve_riddle(&riddle, &Default::default());
/// assert!(gridriddle::check_solution(&riddle, &solved.solutions[0].matrix).is_ok());
/// ```
pub fn check_solution(riddle: &Riddle, matrix: &Array2<ValueId>) -> Result<(), String> {
    let (m, n) = (riddle.rows(), riddle.columns());
    if matrix.dim() != (m, n) {
        return Err(format!(
            "the matrix is {}×{}, the riddle is {m}×{n}",
            matrix.nrows(),
            matrix.ncols()
        ));
    }
    for ((r, c), &start) in riddle.start_matrix().indexed_iter() {
        if start != BLANK && matrix[(r, c)] != start {
            return Err(format!(
                "row {}, {}: the start matrix has {}",
                r + 1,
                riddle.header()[c],
                riddle.value_name(c, start)
            ));
        }
    }
    for c in 0..n {
        let count = riddle.values(c).len();
        let mut seen = vec![0usize; count + 1];
        for r in 0..m {
            let id = usize::from(matrix[(r, c)]);
            if id > count {
                return Err(format!(
                    "row {}, {}: value id {id} is not a value of the column",
                    r + 1,
                    riddle.header()[c]
                ));
            }
            seen[id] += 1;
        }
        if riddle.great(c) && seen[0] != 0 {
            // A great column: every cell holds a value, each value at most once.
            return Err(format!(
                "great column {} has {}",
                riddle.header()[c],
                crate::words::counted(seen[0], "blank cell")
            ));
        }
        for (k, name) in riddle.values(c).iter().enumerate() {
            if seen[k + 1] != 1 && !(riddle.great(c) && seen[k + 1] == 0) {
                return Err(format!(
                    "column {} holds {name} {} times",
                    riddle.header()[c],
                    seen[k + 1]
                ));
            }
        }
    }
    for (h, options) in riddle.hints().iter().enumerate() {
        if !options
            .iter()
            .any(|o| fits(riddle.single_hints(), o.view(), matrix.view()))
        {
            return Err(format!("hint {} does not hold", h + 1));
        }
    }
    Ok(())
}

/// Whether an option fits a complete matrix, word for word from the definition. (Also what
/// counting by parts asks of a hint that names only columns the start matrix completes.)
pub(crate) fn fits(single_hints: bool, option: ArrayView2<ValueId>, s: ArrayView2<ValueId>) -> bool {
    let (k, m) = (option.nrows(), s.nrows());
    if k > m && !single_hints {
        // No offset places a block taller than the matrix; rows matched one by one need none.
        return false;
    }
    let row_matches = |i: usize, r: usize| {
        option
            .row(i)
            .iter()
            .zip(s.row(r))
            .all(|(&o, &v)| o == BLANK || o == v)
    };
    if single_hints {
        (0..k).all(|i| (0..m).any(|r| row_matches(i, r)))
    } else {
        (0..=m - k).any(|t| (0..k).all(|i| row_matches(i, t + i)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    fn riddle(single_hints: bool) -> Riddle {
        Riddle::from_json(&format!(
            r#"{{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
               "hints": [[[["", "cat"], ["", "dog"]]]], "domains": {{"P": ["cat", "dog"]}},
               "singleHints": {single_hints}}}"#
        ))
        .unwrap()
    }

    #[test]
    fn a_solution_passes() {
        assert_eq!(
            check_solution(&riddle(false), &array![[1, 1], [2, 2], [3, 0]]),
            Ok(())
        );
    }

    #[test]
    fn each_broken_condition_is_named() {
        let r = riddle(false);
        assert_eq!(
            check_solution(&r, &array![[1, 1], [2, 2]]),
            Err("the matrix is 2×2, the riddle is 3×2".into())
        );
        assert_eq!(
            check_solution(&r, &array![[2, 1], [1, 2], [3, 0]]),
            Err("row 1, H: the start matrix has 1".into())
        );
        assert_eq!(
            check_solution(&r, &array![[1, 1], [2, 1], [3, 0]]),
            Err("column P holds cat 2 times".into())
        );
        assert_eq!(
            check_solution(&r, &array![[1, 2], [2, 0], [3, 1]]),
            Err("hint 1 does not hold".into())
        );
    }

    #[test]
    fn an_option_taller_than_the_matrix_fits_row_by_row_with_single_hints() {
        let riddle = Riddle::from_json(
            r#"{"header":["Position","A"],"startMatrix":[["1",""]],"singleHints":true,
                "hints":[[[["","a"],["","a"]]]]}"#,
        )
        .unwrap();
        assert_eq!(check_solution(&riddle, &array![[1, 1]]), Ok(()));
    }

    #[test]
    fn rows_of_single_hints_may_match_anywhere() {
        // cat below dog: not a block "cat directly above dog", but each row is somewhere.
        assert_eq!(
            check_solution(&riddle(true), &array![[1, 2], [2, 0], [3, 1]]),
            Ok(())
        );
    }
}

//! The three operators of the article on riddle matrices: has common value, can be merged, merge.
//!
//! Matrices hold value ids ([`BLANK`] = blank) with the same columns. `shift` is the alignment:
//! row `i` of `b` lies over row `i + shift` of `a`, so a negative shift hangs `b` above `a` and a
//! shift past `a`'s last row hangs it below.

use crate::riddle::{ValueId, BLANK};
use ndarray::{s, Array2, ArrayView2};

/// The rows of `a` and `b` that lie over each other at `shift`, as `(row of a, row of b)`.
fn overlap(
    a: ArrayView2<ValueId>,
    b: ArrayView2<ValueId>,
    shift: isize,
) -> impl Iterator<Item = (usize, usize)> {
    let (ka, kb) = (a.nrows() as isize, b.nrows() as isize);
    let first = 0.max(-shift);
    let last = kb.min(ka - shift);
    (first..last.max(first)).map(move |i| ((i + shift) as usize, i as usize))
}

/// Whether `b`, at `shift` over `a`, holds a non-blank value equal to `a`'s in the same cell.
pub fn has_common_value(a: ArrayView2<ValueId>, b: ArrayView2<ValueId>, shift: isize) -> bool {
    overlap(a, b, shift).any(|(ra, rb)| {
        a.row(ra)
            .iter()
            .zip(b.row(rb))
            .any(|(&x, &y)| x != BLANK && x == y)
    })
}

/// Whether `b` can be laid over `a` at `shift`: no cell holds two different non-blank values.
pub fn can_be_merged(a: ArrayView2<ValueId>, b: ArrayView2<ValueId>, shift: isize) -> bool {
    overlap(a, b, shift).all(|(ra, rb)| {
        a.row(ra)
            .iter()
            .zip(b.row(rb))
            .all(|(&x, &y)| x == BLANK || y == BLANK || x == y)
    })
}

/// `b` laid over `a` at `shift`: non-blank cells of `b` fill `a`'s, and rows are added above or
/// below where `b` hangs over. Where both hold a value, `a`'s stays (check [`can_be_merged`]).
///
/// # Panics
///
/// When `a` and `b` have different numbers of columns.
///
/// ```
/// use gridriddle::matrix::merge;
/// use ndarray::array;
/// let green_left_of_white = array![[1, 0], [2, 0]];
/// let green_drinks_coffee = array![[1, 3]];
/// let merged = merge(green_left_of_white.view(), green_drinks_coffee.view(), 0);
/// assert_eq!(merged, array![[1, 3], [2, 0]]);
/// assert_eq!(merge(merged.view(), array![[0, 4]].view(), 2), array![[1, 3], [2, 0], [0, 4]]);
/// ```
pub fn merge(a: ArrayView2<ValueId>, b: ArrayView2<ValueId>, shift: isize) -> Array2<ValueId> {
    assert_eq!(a.ncols(), b.ncols(), "merged matrices have the same columns");
    let top = 0.min(shift);
    let bottom = (a.nrows() as isize).max(shift + b.nrows() as isize);
    let mut out = Array2::from_elem(((bottom - top) as usize, a.ncols()), BLANK);
    let a_at = (-top) as usize;
    let b_at = (shift - top) as usize;
    out.slice_mut(s![b_at..b_at + b.nrows(), ..]).assign(&b);
    out.slice_mut(s![a_at..a_at + a.nrows(), ..])
        .zip_mut_with(&a, |cell, &x| {
            if x != BLANK {
                *cell = x;
            }
        });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    #[test]
    fn common_value_needs_the_same_column_and_row() {
        let a = array![[1, 0], [0, 2]];
        assert!(has_common_value(a.view(), array![[0, 2]].view(), 1));
        assert!(!has_common_value(a.view(), array![[0, 2]].view(), 0));
        assert!(!has_common_value(a.view(), array![[2, 0]].view(), 1));
        assert!(
            !has_common_value(a.view(), array![[0, 0]].view(), 0),
            "blanks are not values"
        );
    }

    #[test]
    fn no_common_value_when_b_hangs_outside_a() {
        let a = array![[1, 2]];
        assert!(!has_common_value(a.view(), a.view(), 1));
        assert!(!has_common_value(a.view(), a.view(), -1));
    }

    #[test]
    fn can_be_merged_rejects_two_values_in_one_cell() {
        let a = array![[1, 0], [2, 3]];
        assert!(!can_be_merged(a.view(), array![[2, 4]].view(), 1));
        assert!(can_be_merged(a.view(), array![[2, 3]].view(), 1));
        assert!(can_be_merged(a.view(), array![[1, 4]].view(), 0));
        assert!(
            can_be_merged(a.view(), array![[9, 9]].view(), 2),
            "no overlap, nothing clashes"
        );
    }

    #[test]
    fn merge_fills_blanks_without_growing_when_b_is_inside() {
        let a = array![[1, 0], [2, 0]];
        assert_eq!(merge(a.view(), array![[0, 5]].view(), 1), array![[1, 0], [2, 5]]);
    }

    #[test]
    fn merge_grows_rows_when_hint_hangs_below() {
        let a = array![[1, 0], [2, 0]];
        assert_eq!(
            merge(a.view(), array![[2, 7], [3, 0]].view(), 1),
            array![[1, 0], [2, 7], [3, 0]]
        );
    }

    #[test]
    fn merge_grows_rows_when_hint_hangs_above() {
        let a = array![[1, 0], [2, 0]];
        assert_eq!(
            merge(a.view(), array![[0, 4], [1, 0]].view(), -1),
            array![[0, 4], [1, 0], [2, 0]]
        );
    }

    #[test]
    fn merge_leaves_a_gap_of_blank_rows_when_b_is_far_below() {
        let a = array![[1, 0]];
        assert_eq!(
            merge(a.view(), array![[0, 2]].view(), 2),
            array![[1, 0], [0, 0], [0, 2]]
        );
    }
}

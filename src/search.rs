//! Propagate, branch, backtrack, collect all solutions.

use crate::{Riddle, SolveOptions, Solved};

pub(crate) fn solve(_riddle: &Riddle, _options: &SolveOptions) -> Solved {
    unimplemented!("the search is being written")
}

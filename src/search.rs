//! The search beyond one call: solutions one at a time ([`solve_each`]) or by pages
//! ([`solutions_page`]).
//!
//! [`solve_riddle`](crate::solve_riddle) and [`count_solutions`](crate::count_solutions), at
//! the crate's root, are the one-call faces of the same search.

pub use crate::answer::{Page, Searched, MAX_THREADS};
pub use crate::report::PageReport;
#[doc(hidden)]
pub use crate::solver::split_searches_after;
pub use crate::solver::{solutions_page, solve_each};

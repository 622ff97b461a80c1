//! How [`verify`](super::verify) searches: the node budgets of one answer ([`VerifyOptions`]).

/// How [`verify`](super::verify) searches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyOptions {
    /// The node budget of each search (one question about one claim): 100,000 by default.
    pub max_nodes: u64,
    /// The node budget of all the searches of one answer, each costing its nodes and one more
    /// (a run of the merge rules costs one): 1 million by default, a bound on the work (seconds
    /// at most on riddles of ZebraLogic's sizes); the steps past it are `undecided`.
    pub max_total_nodes: u64,
}

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions {
            max_nodes: 100_000,
            max_total_nodes: 1_000_000,
        }
    }
}

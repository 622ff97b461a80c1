//! The search allocates nothing per node, and a solve allocates little more than its answer once
//! its thread has solved a riddle before: allocations are counted by dhat's heap profiler in its
//! testing mode. (One test in this binary, so that no other test allocates at the same time.)

mod common;

use gridriddle::{solve_riddle, Riddle, SolveOptions};
#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

/// What `f` returns, and how many heap blocks it allocated (dhat counts a reallocation as one).
fn counted<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = dhat::HeapStats::get().total_blocks;
    let out = f();
    (out, dhat::HeapStats::get().total_blocks - before)
}

#[test]
fn solving_allocates_nothing_per_node_and_little_per_riddle() {
    let _profiler = dhat::Profiler::builder().testing().build();
    // A sample riddle, once on a fresh thread and then again: the second solve reuses the
    // working arrays of the first and allocates only its answer (the list of solutions and one
    // matrix a solution; steps off, as steps are part of the answer). The riddle has
    // `singleHints: true`, so rule 1 merges no hints: debug builds check each of its merges
    // against the matrix operators, which allocate.
    let riddle = gridriddle::sample("meeting-the-challenge").unwrap().riddle();
    let options = SolveOptions {
        steps: false,
        ..SolveOptions::default()
    };
    let (first, cold) = counted(|| solve_riddle(&riddle, &options));
    let (again, warm) = counted(|| solve_riddle(&riddle, &options));
    assert_eq!(first, again);
    assert!(
        warm <= 1 + again.solutions.len() as u64 && cold > 20,
        "first solve: {cold} allocations; the same again: {warm}"
    );

    let Some(shared) = common::shared() else {
        return;
    };
    // 15x10-s1 needs more than 10,000 nodes: both budgets stop the search on the way.
    let path = shared.join("corpus/scaling/15x10-s1.json");
    let riddle = Riddle::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let allocations = |nodes: u64| {
        let options = SolveOptions {
            max_solutions: 1000,
            max_nodes: Some(nodes),
            steps: false,
            ..SolveOptions::default()
        };
        let (solved, allocations) = counted(|| solve_riddle(&riddle, &options));
        assert_eq!(solved.stats.nodes, nodes, "the budget stops the search");
        allocations
    };
    let (short, long) = (allocations(1_000), allocations(10_000));
    // A deeper search keeps a few more spare states (two vectors each), and a solution found on
    // the way is a matrix; 9,000 more nodes must not mean more than that.
    assert!(
        long <= short + 200,
        "1,000 nodes: {short} allocations; 10,000 nodes: {long}"
    );
}

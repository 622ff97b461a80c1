//! A search on several threads that hands its solutions to a slow callback holds a bounded
//! memory: the threads wait for the callback once a few solutions wait for it, instead of
//! keeping every solution they find ahead of it. The heap is measured by dhat's heap profiler
//! in its testing mode, over every thread. (One test in this binary, so that no other test
//! allocates at the same time.)

use gridriddle::{search::solve_each, Riddle, SolveOptions};
use std::ops::ControlFlow;
use std::path::Path;
use std::time::{Duration, Instant};

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

/// The heap bytes in use now.
fn heap() -> usize {
    dhat::HeapStats::get().curr_bytes
}

#[test]
fn a_slow_callback_on_two_threads_holds_a_bounded_memory() {
    let _profiler = dhat::Profiler::builder().testing().build();
    // 1,710,720 solutions; the search is split after 8 nodes.
    gridriddle::search::split_searches_after(8);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/many-solutions.json");
    let riddle = Riddle::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let options = SolveOptions {
        max_solutions: 60_000,
        max_nodes: None,
        steps: false,
        threads: 2,
        ..SolveOptions::default()
    };
    // The threads' workspaces are made once, by a first search.
    solve_each(&riddle, &options, |_| ControlFlow::Break(()));
    let before = heap();
    let (mut taken, mut most) = (0u64, 0usize);
    let searched = solve_each(&riddle, &options, |solution| {
        taken += 1;
        assert!(gridriddle::check_solution(&riddle, &solution.matrix).is_ok());
        drop(solution);
        // At the first solution, the callback waits (as one writing a slow pipe would): the
        // threads go on meanwhile. Unbounded, they would keep tens of thousands of solutions
        // (megabytes) by the end of the wait; the wait ends early once they have.
        if taken == 1 {
            let started = Instant::now();
            while started.elapsed() < Duration::from_secs(3) && heap().saturating_sub(before) < 8 << 20 {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        most = most.max(heap().saturating_sub(before));
        ControlFlow::Continue(())
    });
    assert_eq!((taken, searched.found), (60_000, 60_000));
    // 1,024 solutions of 6×5 cells waiting at most (well under a megabyte), with the threads'
    // stacks and paths.
    assert!(most < 2 << 20, "{most} bytes held beyond those before the search");
}

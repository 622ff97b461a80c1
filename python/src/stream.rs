//! `solve_each`: a riddle's solutions as a Python iterator, given as they are found.
//!
//! The search runs on a thread of its own, without the GIL, through the library's
//! `search::solve_each` on one thread (the order of `solve`; on several threads the order would
//! be the threads', as `solve --json-lines` says). Each solution is written as JSON there and
//! handed over through a channel of at most [`WAITING`] solutions: when Python reads slower than
//! the search finds, the search waits, so memory does not grow with the number of solutions.
//! Reading waits for the next solution with the GIL released, and wakes every 100 ms to let
//! Python's signals through (Ctrl-C). When the iterator is closed or dropped (a `break` out of
//! the loop), the channel is cut and the search stops at its next solution.

use super::{from_json, int, Bounds, Failure, RiddleText};
use gridriddle::{explain::StepReport, search, Riddle, SolutionReport, SolveOptions};
use pyo3::prelude::*;
use std::ops::ControlFlow;
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError, SyncSender};
use std::sync::Mutex;
use std::thread::JoinHandle;
use std::time::Duration;

/// The most solutions found and not yet read: a bounded buffer, whatever the number of
/// solutions.
const WAITING: usize = 256;

/// What the search thread hands over: a solution, or the end with its summary (JSON text).
enum Found {
    Solution(String),
    End(String),
}

/// The solutions of a riddle as they are found (`solve_each`); after the last, `summary` holds
/// how the search ended.
#[pyclass(module = "gridriddle._gridriddle", name = "Solutions")]
pub struct Solutions {
    /// `None` once the search has ended or the iterator was closed (in a `Mutex` only so that
    /// the class is `Sync`, as PyO3 asks; `&mut self` reaches it without locking).
    found: Mutex<Option<Receiver<Found>>>,
    /// The search thread, joined by `close`.
    search: Option<JoinHandle<()>>,
    /// The summary, once the search has ended.
    summary: Option<PyObject>,
}

/// Gives the solutions of `riddle` one at a time as the search finds them: each a dict as in
/// `solve`'s `solutions` (`matrix`, and `steps` with `steps=True`), in the same order. After
/// the last, the iterator's `summary` is `{"solutions", "complete", "stopped", "stats",
/// "conflicts"}`, as `solve --json-lines`' last line.
#[pyfunction]
#[pyo3(
    signature = (riddle, *, max_solutions = None, max_nodes = None, steps = false),
    text_signature = "(riddle, *, max_solutions=None, max_nodes=None, steps=False)"
)]
pub fn solve_each(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    max_solutions: Option<&Bound<'_, PyAny>>,
    max_nodes: Option<&Bound<'_, PyAny>>,
    steps: bool,
) -> PyResult<Solutions> {
    let riddle = RiddleText::read(riddle)?;
    let max_solutions = max_solutions
        .map(|n| int(n, "max_solutions", Bounds::from(0)))
        .transpose()?;
    let max_nodes = max_nodes
        .map(|n| int(n, "max_nodes", Bounds::from(0)))
        .transpose()?;
    let options = SolveOptions {
        max_solutions: max_solutions.unwrap_or(usize::MAX),
        max_nodes: max_nodes.or(SolveOptions::default().max_nodes),
        steps,
        threads: 1,
        ..SolveOptions::default()
    };
    // The riddle is read here, so that a bad one raises at the call, not at the first `next`.
    let riddle = py
        .allow_threads(|| riddle.parse())
        .map_err(|e: Failure| e.raise(py))?;
    let (hand, found) = sync_channel(WAITING);
    let search = std::thread::Builder::new()
        .name("gridriddle solve_each".into())
        .spawn(move || search_into(&riddle, &options, &hand))
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(format!("cannot start the search: {e}")))?;
    Ok(Solutions {
        found: Mutex::new(Some(found)),
        search: Some(search),
        summary: None,
    })
}

/// The search of `solve_each`, on its own thread: each solution handed over as JSON text, then
/// the summary. A cut channel (the iterator gone) stops it at the next solution.
fn search_into(riddle: &Riddle, options: &SolveOptions, hand: &SyncSender<Found>) {
    let searched = search::solve_each(riddle, options, |solution| {
        let report = SolutionReport {
            matrix: riddle.names(&solution.matrix),
            steps: options
                .steps
                .then(|| StepReport::explained(riddle, &solution.steps)),
        };
        let text = serde_json::to_string(&report).expect("a solution serialises");
        match hand.send(Found::Solution(text)) {
            Ok(()) => ControlFlow::Continue(()),
            Err(_) => ControlFlow::Break(()),
        }
    });
    let summary = serde_json::json!({
        "solutions": searched.found,
        "complete": searched.complete,
        "stopped": searched.stopped,
        "stats": searched.stats,
        "conflicts": searched.conflicts,
    });
    // Nobody may be listening any more: then the summary is not wanted.
    let _ = hand.send(Found::End(summary.to_string()));
}

#[pymethods]
impl Solutions {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PyObject>> {
        loop {
            let Some(found) = self.receiver().take() else {
                return Ok(None);
            };
            // Waits without the GIL, a while at a time, so that Ctrl-C is heard.
            let (found, next) = py.allow_threads(move || {
                let next = found.recv_timeout(Duration::from_millis(100));
                (found, next)
            });
            match next {
                Ok(Found::Solution(text)) => {
                    *self.receiver() = Some(found);
                    return from_json(py, &text).map(Some);
                }
                Ok(Found::End(summary)) => {
                    self.summary = Some(from_json(py, &summary)?);
                    self.join(py);
                    return Ok(None);
                }
                Err(RecvTimeoutError::Timeout) => {
                    *self.receiver() = Some(found);
                    py.check_signals()?;
                }
                // The search thread ended without its summary: it panicked.
                Err(RecvTimeoutError::Disconnected) => {
                    self.join(py);
                    return Err(pyo3::exceptions::PyRuntimeError::new_err(
                        "the search stopped without its summary",
                    ));
                }
            }
        }
    }

    /// Stops the search (at its next solution) and waits for its thread to end; the iterator
    /// then gives no more solutions. Closing twice, or after the last solution, does nothing.
    fn close(&mut self, py: Python<'_>) {
        *self.receiver() = None;
        self.join(py);
    }

    /// How the search ended: `{"solutions", "complete", "stopped", "stats", "conflicts"}` once
    /// the iterator has given its last solution; `None` before, or when it was closed early.
    #[getter]
    fn summary(&self, py: Python<'_>) -> Option<PyObject> {
        self.summary.as_ref().map(|s| s.clone_ref(py))
    }
}

impl Solutions {
    /// The channel's end, `None` once closed.
    fn receiver(&mut self) -> &mut Option<Receiver<Found>> {
        // A panic while it was held cannot leave it half written: take it as it is.
        self.found.get_mut().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits for the search thread to end, without the GIL.
    fn join(&mut self, py: Python<'_>) {
        if let Some(search) = self.search.take() {
            // A panic of the search is said by `__next__` (no summary); nothing to add here.
            let _ = py.allow_threads(move || search.join());
        }
    }
}

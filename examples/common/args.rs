//! The arguments the generator's examples share: a size `RxC` and a level (`none` for none),
//! each read or refused in one line on standard error (status 2), without a panic. Included by
//! the examples with `#[path]`.

// Each example uses a part of it.
#![allow(dead_code)]

use gridriddle::generate::Difficulty;
use std::process::exit;

fn fail(message: String) -> ! {
    eprintln!("error: {message}");
    exit(2)
}

/// `6x6` as (rows, attribute columns).
pub fn size(text: &str) -> (usize, usize) {
    let read = |part: &str| part.parse::<usize>().ok().filter(|&n| n > 0);
    match text.split_once('x').map(|(r, c)| (read(r), read(c))) {
        Some((Some(rows), Some(columns))) => (rows, columns),
        _ => fail(format!("size {text:?}: expected ROWSxCOLUMNS, like 6x6")),
    }
}

/// `hard` as a level, `none` as none.
pub fn level(text: &str) -> Option<Difficulty> {
    match text {
        "none" => None,
        text => Some(
            text.parse()
                .unwrap_or_else(|why| fail(format!("{why} (or none)"))),
        ),
    }
}

/// Argument `i` as a number, `default` when absent.
pub fn number(args: &[String], i: usize, name: &str, default: u64) -> u64 {
    match args.get(i) {
        None => default,
        Some(text) => text
            .parse()
            .unwrap_or_else(|_| fail(format!("{name} {text:?}: expected a whole number"))),
    }
}

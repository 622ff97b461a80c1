//! The six sample riddles, embedded from `riddles/`.
//!
//! Embedded so that the command line and the page need no files.

use crate::riddle::Riddle;

/// A sample riddle shipped with the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sample {
    /// The short name, the file's stem in `riddles/` (`neighbours`).
    pub name: &'static str,
    /// The riddle's JSON text, as in the file.
    pub json: &'static str,
}

impl Sample {
    /// The sample parsed (every sample is valid: the tests see to it).
    pub fn riddle(&self) -> Riddle {
        Riddle::from_json(self.json).expect("sample riddles are valid")
    }
}

macro_rules! sample {
    ($name:literal) => {
        Sample {
            name: $name,
            json: include_str!(concat!("../riddles/", $name, ".json")),
        }
    };
}

static SAMPLES: [Sample; 6] = [
    sample!("neighbours"),
    sample!("ships"),
    sample!("meeting-the-challenge"),
    sample!("soccer"),
    sample!("who-lives-in-the-city"),
    sample!("ginger-cookie"),
];

/// Every sample riddle, in a fixed order: Einstein's riddle (`neighbours`) first.
///
/// ```
/// let names: Vec<&str> = gridriddle::samples().iter().map(|s| s.name).collect();
/// assert_eq!(names[0], "neighbours");
/// assert_eq!(names.len(), 6);
/// ```
pub fn samples() -> &'static [Sample] {
    &SAMPLES
}

/// The sample riddle called `name`, if there is one.
pub fn sample(name: &str) -> Option<&'static Sample> {
    SAMPLES.iter().find(|s| s.name == name)
}

//! The six sample riddles, embedded from `riddles/`, and the same riddles as clue files.
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

/// A sample clue file (the ZBC language), embedded from `riddles/*.zbc`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClueSample {
    /// The short name, the file's stem in `riddles/` (`einstein`).
    pub name: &'static str,
    /// A title for a list of samples (`Einstein's riddle (clues)`).
    pub title: &'static str,
    /// The clue file's text, as in the file.
    pub text: &'static str,
}

impl ClueSample {
    /// The clue file compiled (every sample compiles: the tests see to it).
    pub fn riddle(&self) -> Riddle {
        Riddle::from_zbc(self.text).expect("sample clue files compile")
    }
}

macro_rules! clue_sample {
    ($name:literal, $title:literal) => {
        ClueSample {
            name: $name,
            title: $title,
            text: include_str!(concat!("../riddles/", $name, ".zbc")),
        }
    };
}

static CLUE_SAMPLES: [ClueSample; 6] = [
    clue_sample!("einstein", "Einstein's riddle (clues)"),
    clue_sample!("ships", "Five ships in the port (clues)"),
    clue_sample!("meeting-the-challenge", "Meeting the challenge (clues)"),
    clue_sample!("soccer", "The penalty shootout (clues)"),
    clue_sample!("who-lives-in-the-city", "Who lives in the city? (clues)"),
    clue_sample!("ginger-cookie", "Who stole the ginger cookie? (clues)"),
];

/// The sample riddles written as clue files, in a fixed order: Einstein's riddle (the sample
/// `neighbours` in clues) first. Each has the solutions of the JSON sample it is named after.
///
/// ```
/// let einstein = &gridriddle::clues::clue_samples()[0];
/// assert_eq!(einstein.name, "einstein");
/// assert_eq!(einstein.riddle().rows(), 5);
/// ```
pub fn clue_samples() -> &'static [ClueSample] {
    &CLUE_SAMPLES
}

//! The six sample riddles, embedded from `riddles/`. (Placeholder until the riddles land.)

/// A sample riddle shipped with the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sample {
    /// The short name, the file's stem in `riddles/` (`neighbours`).
    pub name: &'static str,
    /// The riddle's JSON text.
    pub json: &'static str,
}

impl Sample {
    /// The sample parsed (every sample is valid: the tests see to it).
    pub fn riddle(&self) -> crate::Riddle {
        crate::Riddle::from_json(self.json).expect("sample riddles are valid")
    }
}

/// Every sample riddle, in a fixed order.
pub fn samples() -> &'static [Sample] {
    &[]
}

/// The sample riddle called `name`, if there is one.
pub fn sample(name: &str) -> Option<&'static Sample> {
    samples().iter().find(|s| s.name == name)
}

//! The only module that knows the JSON shape: parsing and validation, with JSON paths in errors.

use crate::{Riddle, RiddleError};

pub(crate) fn parse_riddle(_text: &str) -> Result<Riddle, RiddleError> {
    Err(RiddleError::at("", "parsing is not written yet"))
}

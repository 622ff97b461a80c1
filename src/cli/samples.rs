//! What ships with gridriddle: `gridriddle samples` (the sample riddles) and `gridriddle schema`
//! (the JSON Schema of a riddle file).

use std::io::Write;

/// The arguments of `gridriddle samples`.
#[derive(clap::Args)]
pub struct SamplesArgs {
    /// The sample to print.
    name: Option<String>,
}

impl SamplesArgs {
    /// Prints the list of samples, or one sample's JSON.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let Some(name) = self.name else {
            let width = gridriddle::samples()
                .iter()
                .map(|s| s.name.len())
                .max()
                .unwrap_or(0);
            for sample in gridriddle::samples() {
                let riddle = sample.riddle();
                writeln!(out, "{:width$}  {}", sample.name, riddle.title().unwrap_or(""))?;
            }
            return Ok(true);
        };
        match gridriddle::sample(&name) {
            Some(sample) => {
                write!(out, "{}", sample.json)?;
                Ok(true)
            }
            None => {
                let names: Vec<&str> = gridriddle::samples().iter().map(|s| s.name).collect();
                eprintln!(
                    "error: no sample riddle named {name:?} (the samples: {})",
                    names.join(", ")
                );
                Ok(false)
            }
        }
    }
}

/// The arguments of `gridriddle schema` (none).
#[derive(clap::Args)]
pub struct SchemaArgs {}

impl SchemaArgs {
    /// Prints the JSON Schema of a riddle file.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let schema = gridriddle::schema::riddle_schema();
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&schema).expect("JSON always prints")
        )?;
        Ok(true)
    }
}

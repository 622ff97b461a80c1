//! The binding tests of `tests/wasm_bindings.rs` again, in a browser (headless Chrome through
//! chromedriver: `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown`).

#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

#[path = "wasm_bindings.rs"]
mod bindings;

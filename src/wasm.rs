//! WebAssembly bindings: a thin shell that converts between JavaScript and the library API.

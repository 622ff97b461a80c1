//! The TypeScript declarations written by hand: what JavaScript passes in, the errors it is
//! thrown, and the functions' signatures (the types the functions return are derived from the
//! Rust types with `tsify`).

use wasm_bindgen::prelude::*;

// The declarations of the types the functions return are derived from the Rust types
// (`derive(tsify::Tsify)` on wasm32, from their serde attributes). Written here by hand: what
// JavaScript passes in (read through serde in options.rs, with its own words), the errors (JavaScript
// `Error`s with the fields of the error's JSON shape, which a derive cannot say), and the
// functions' signatures (their parameters are untyped `JsValue`s, optional in JavaScript).
#[wasm_bindgen(typescript_custom_section)]
#[allow(dead_code)] // read by wasm-bindgen, not by Rust
const TYPESCRIPT: &str = r#"
/** A riddle: JSON text, a plain object of the same shape, or clue text (the ZBC language). */
export type RiddleInput = string | object;

/** A value of a column, as its id: 1-based within the column (0 is a blank cell). */
export type ValueId = number;

/** Limits of a search, and the riddle's format. A missing field takes the library's default. */
export interface SolveOptions {
  /**
   * How to read a riddle given as text: `"json"` or `"zbc"` (clues). Missing or null: text
   * whose first character (after white space) is `{` is JSON, other text is clues.
   */
  format?: "json" | "zbc" | null;
  /** Stop after this many solutions (default 1000; `Infinity`: no limit). Not for counts and pages. */
  maxSolutions?: number;
  /** Stop after this many search nodes (default 1 000 000; `null` or `Infinity`: no limit). */
  maxNodes?: number | null;
  /** Stop when the search would hold more than this many bytes (default 1 GiB; `null` or `Infinity`: no limit). */
  maxMemory?: number | null;
  /** Record the detailed solution of each solution (default true). Not for counts. */
  steps?: boolean;
}

/** Which solutions `solutions_page` returns, and the limits of its search. */
export interface PageOptions extends Omit<SolveOptions, "maxSolutions"> {
  /** How many solutions to skip (default 0). They are searched again: the node budget counts them. */
  offset?: number;
  /** How many solutions to return (default 20). */
  limit?: number;
}

/**
 * A person's partial riddle matrix: rows of cells, each a value name, `""` or `null` for blank.
 * Missing or null: the start matrix.
 */
export type GridInput = (string | null)[][] | null | undefined;

/** What the functions throw for an invalid riddle, grid or option. */
export interface RiddleError extends Error {
  name: "RiddleError";
  /** JSON path of the faulty place (`hints[3][1][0]`, `grid[1][2]`); `""` for syntax errors. */
  path: string;
  /** The path, or `line L, column C`, or `riddle` for the document as a whole. */
  location: string;
  /** 1-based, for JSON syntax errors only. */
  line?: number;
  column?: number;
}

/** One error of a clue file, at a 1-based line and column. */
export interface ClueErrorItem {
  /** `line:column: problem`. */
  message: string;
  path: "";
  /** `L:C`. */
  location: string;
  line: number;
  column: number;
}

/** What the functions throw for a clue file with errors: the first error, and all of them. */
export interface ClueError extends Error {
  name: "ClueError";
  /** Every error of the file, one a line. */
  message: string;
  path: "";
  /** `L:C` of the first error. */
  location: string;
  line: number;
  column: number;
  /** Each error, in the order of the file. */
  errors: ClueErrorItem[];
}

/** What `generate` throws when no riddle comes out (size, kinds, budget, difficulty). */
export interface GenerateError extends Error {
  name: "GenerateError";
  path: "options";
  location: "options";
}

/**
 * Reads, validates and solves a grid riddle.
 *
 * @param riddle the riddle as JSON text, as a plain object, or as clue text
 * @param options limits of the search, and the format
 * @throws {RiddleError | ClueError} when the riddle or the options are invalid
 */
export function solve_riddle(riddle: RiddleInput, options?: SolveOptions | null): Report;

/**
 * Counts the solutions of a riddle without building them, within `options.maxNodes`: exact
 * when `complete`, else a lower bound.
 *
 * @throws {RiddleError | ClueError} when the riddle or the options are invalid
 */
export function count_solutions(riddle: RiddleInput, options?: SolveOptions | null): Count;

/**
 * The solutions `offset .. offset + limit` of a riddle, in the order of `solve_riddle`, and
 * whether there are more (`stopped: "caller"` when the page was full).
 *
 * @throws {RiddleError | ClueError} when the riddle or the options are invalid
 */
export function solutions_page(riddle: RiddleInput, options?: PageOptions | null): PageReport;

/**
 * The riddle a clue file compiles to, or a puzzle text of ZebraLogic (a record's `puzzle`) or
 * reasoning-gym (`zebra_puzzles`' question) reads to, as JSON text in the layout of the sample
 * files (one row or hint a line; a hint of several options, one option a line).
 *
 * @throws {ClueError} when the clue file has errors, or a clue of the puzzle text is not
 * understood (`7:4: clue 2: no clue form fits; words not understood: "admires"`)
 */
export function convert_zbc(text: string): string;

/** The layout of a riddle: header, start matrix, values, hints in words. */
export function riddle_info(riddle: RiddleInput): RiddleInfo;

/** The difficulty of a riddle, read from its detailed solution. */
export function rate(riddle: RiddleInput): Rating;

/**
 * A riddle with exactly one solution and no hint to spare.
 *
 * @throws {RiddleError} for options of the wrong type, {GenerateError} when none comes out
 */
export function generate(options?: GenerateOptions | null): GeneratedInfo;

/** The values each cell of `grid` can still take: by the merge rules, or `exact`ly. */
export function candidates(riddle: RiddleInput, grid?: GridInput, exact?: boolean | null): Candidates;

/** One deduction a person could make next from `grid`. */
export function next_step(riddle: RiddleInput, grid?: GridInput): NextStep;

/** Whether `grid` can still be completed, and its wrong cells. */
export function check_grid(riddle: RiddleInput, grid?: GridInput): GridCheck;

/** The sample riddles, JSON files then clue files, in a fixed order. */
export function samples(): SampleInfo[];

/**
 * Judges a model's reasoning step by step: each claim against the clues its step cites and the
 * claims of the earlier justified steps. `answer` is text, `{reasoning, solution}`, or a list
 * of steps.
 *
 * @throws {RiddleError | ClueError} when the riddle is invalid or the answer neither text nor an object
 */
export function verify_reasoning(riddle: RiddleInput, answer: string | object): Verification;

/** gridriddle's own solution in plain words, one deduction a step, each citing its clues. */
export function reasoning(riddle: RiddleInput): string[];

/**
 * Reads the answer out of a model's whole output: a JSON object anywhere, a markdown table, or
 * lines `House 1: Norwegian, yellow, water`; for an array of a question's choices, the choice
 * a JSON `answer` or the final line names.
 *
 * @throws {RiddleError | ClueError} when the riddle is invalid
 */
export function read_answer(riddle: RiddleInput | string[], text: string): ReadAnswer;

/**
 * A model's answers (`{id, output}`) against the records it was asked (as `gridriddle dataset`
 * writes them), each as JSON-lines text or an array; each bad line is a `console.warn`.
 */
export function evaluate(records: string | object[], answers: string | object[]): EvaluationReport;
"#;

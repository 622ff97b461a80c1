//! The clue file as data: the header's categories and each clue as a typed expression, its
//! names resolved to indices. Built by the parser, read by the compiler.

/// A category of the header.
#[derive(Debug, Clone)]
pub(crate) struct Category {
    pub name: String,
    pub great: bool,
    pub values: Vec<String>,
    /// Each value read as a whole number, when every value is one.
    pub numbers: Option<Vec<i64>>,
    pub line: usize,
    pub column: usize,
}

/// Something with a position: a value, or a position itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Item {
    /// Value `value` of category `category` (indices into the header).
    Value { category: usize, value: usize },
    /// Position k, 0-based.
    At(usize),
    /// `$`: replaced by each position before compiling.
    Every,
}

/// The positional relations between two items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PosOp {
    /// p(A) = p(B)
    Same,
    /// p(B) = p(A) + k
    Left(i64),
    /// p(A) < p(B)
    Before,
    /// |p(A) − p(B)| = k
    Apart(i64),
    /// p(A) ≠ p(B)
    NotSame,
}

/// Comparisons of numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CmpOp {
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

/// Arithmetic operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Diff,
}

/// A clue: true or false of a solution.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Clue {
    /// Always true or always false (only the compiler writes it, after a substitution).
    Const(bool),
    Pos(PosOp, Item, Item),
    Not(Box<Clue>),
    And(Vec<Clue>),
    Or(Vec<Clue>),
    Xor(Box<Clue>, Box<Clue>),
    Implies(Box<Clue>, Box<Clue>),
    Iff(Box<Clue>, Box<Clue>),
    Cmp(CmpOp, Num, Num),
    /// The item is at the position of one of the others.
    InItems(Item, Vec<Item>),
    InSet(Num, Vec<Num>),
    InRange(Num, Num, Num),
}

/// A number of a clue.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Num {
    Lit(i64),
    /// The number of `category`'s value at the item's position.
    Lookup(Item, usize),
    /// The item's position number (1-based).
    PosOf(Item),
    Bin(ArithOp, Box<Num>, Box<Num>),
    Truths(Vec<Clue>),
}

/// A clue of the file, with where it is written.
#[derive(Debug, Clone)]
pub(crate) struct WrittenClue {
    pub clue: Clue,
    /// As written, comments removed and white space collapsed.
    pub text: String,
    /// The sentence its author wrote beside it: the quoted comment that follows it on its line,
    /// white space collapsed, a leading clue number and full stop dropped ("1. The Brit lives in
    /// the red house." gives "The Brit lives in the red house.").
    pub sentence: Option<String>,
    pub line: usize,
    pub column: usize,
    /// Whether it mentions `$`.
    pub every: bool,
}

/// A parsed clue file.
#[derive(Debug, Clone)]
pub(crate) struct ClueFile {
    pub categories: Vec<Category>,
    /// The number of positions.
    pub positions: usize,
    pub clues: Vec<WrittenClue>,
}

//! Exact rational numbers for the clues' arithmetic: `7 / 2` is 3.5, a division by zero is
//! undefined (`None`), and an overflow is reported, never wrapped.

use super::ast::ArithOp;

/// A number too large for the arithmetic (past `i128`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Overflow;

/// An exact rational number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Rat {
    n: i128,
    d: i128,
}

impl Rat {
    pub(super) fn int(n: i64) -> Rat {
        Rat { n: n.into(), d: 1 }
    }

    pub(super) fn new(n: i128, d: i128) -> Result<Rat, Overflow> {
        let g = gcd(n, d).max(1);
        let (mut n, mut d) = (n / g, d / g);
        if d < 0 {
            n = n.checked_neg().ok_or(Overflow)?;
            d = d.checked_neg().ok_or(Overflow)?;
        }
        Ok(Rat { n, d })
    }

    pub(super) fn apply(op: ArithOp, a: Rat, b: Rat) -> Result<Option<Rat>, Overflow> {
        let o = |x: Option<i128>| x.ok_or(Overflow);
        let cross = |a: Rat, b: Rat| -> Result<(i128, i128, i128), Overflow> {
            Ok((
                o(a.n.checked_mul(b.d))?,
                o(b.n.checked_mul(a.d))?,
                o(a.d.checked_mul(b.d))?,
            ))
        };
        Ok(Some(match op {
            ArithOp::Add => {
                let (x, y, d) = cross(a, b)?;
                Rat::new(o(x.checked_add(y))?, d)?
            }
            ArithOp::Sub => {
                let (x, y, d) = cross(a, b)?;
                Rat::new(o(x.checked_sub(y))?, d)?
            }
            ArithOp::Diff => {
                let (x, y, d) = cross(a, b)?;
                Rat::new(o(x.checked_sub(y))?.checked_abs().ok_or(Overflow)?, d)?
            }
            ArithOp::Mul => Rat::new(o(a.n.checked_mul(b.n))?, o(a.d.checked_mul(b.d))?)?,
            ArithOp::Div => {
                if b.n == 0 {
                    return Ok(None);
                }
                Rat::new(o(a.n.checked_mul(b.d))?, o(a.d.checked_mul(b.n))?)?
            }
            ArithOp::Rem => {
                // a − b·trunc(a / b), as JavaScript's `%`.
                if b.n == 0 {
                    return Ok(None);
                }
                let q = Rat::new(o(a.n.checked_mul(b.d))?, o(a.d.checked_mul(b.n))?)?;
                let t = q.n / q.d;
                let bt = Rat::new(o(b.n.checked_mul(t))?, b.d)?;
                let (x, y, d) = cross(a, bt)?;
                Rat::new(o(x.checked_sub(y))?, d)?
            }
        }))
    }

    pub(super) fn cmp(a: Rat, b: Rat) -> Result<std::cmp::Ordering, Overflow> {
        let x = a.n.checked_mul(b.d).ok_or(Overflow)?;
        let y = b.n.checked_mul(a.d).ok_or(Overflow)?;
        Ok(x.cmp(&y))
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i128::try_from(a).unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rat(n: i128, d: i128) -> Rat {
        Rat::new(n, d).ok().unwrap()
    }

    pub(super) fn apply(op: ArithOp, a: Rat, b: Rat) -> Option<Rat> {
        Rat::apply(op, a, b).ok().unwrap()
    }

    #[test]
    fn division_is_exact_and_by_zero_undefined() {
        assert_eq!(apply(ArithOp::Div, rat(7, 1), rat(2, 1)), Some(rat(7, 2)));
        assert_eq!(apply(ArithOp::Div, rat(7, 1), rat(0, 1)), None);
        assert_eq!(apply(ArithOp::Rem, rat(7, 1), rat(0, 1)), None);
    }

    #[test]
    fn remainder_truncates_like_javascript() {
        assert_eq!(apply(ArithOp::Rem, rat(-7, 1), rat(2, 1)), Some(rat(-1, 1)));
        assert_eq!(apply(ArithOp::Rem, rat(7, 2), rat(1, 1)), Some(rat(1, 2)));
        assert_eq!(apply(ArithOp::Diff, rat(3, 1), rat(10, 1)), Some(rat(7, 1)));
    }

    #[test]
    fn overflow_is_reported_not_wrapped() {
        let big = rat(i128::MAX / 2, 1);
        assert!(matches!(Rat::apply(ArithOp::Mul, big, big), Err(Overflow)));
    }
}

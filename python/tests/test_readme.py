"""The README's Python example, run exactly as it is written: a README that drifts from the
module fails here."""

import re
from pathlib import Path

README = Path(__file__).resolve().parent / "../../README.md"


def first_python_block(text):
    found = re.search(r"^```python\n(.*?)^```$", text, re.MULTILINE | re.DOTALL)
    assert found, "README.md has no ```python block"
    return found.group(1)


def test_the_readme_python_example_runs_as_written():
    code = first_python_block(README.read_text(encoding="utf-8"))
    assert "import gridriddle" in code
    exec(compile(code, "README.md (the first python block)", "exec"), {"__name__": "readme"})

"""Answers of a pretend model to records written by ``gridriddle dataset``, in the forms models
write them, for trying and timing ``gridriddle evaluate`` without a model:

    python python/examples/simulated_answers.py RECORDS.jsonl ANSWERS.jsonl [SEED]

Each grid answer is, drawn from SEED and the record's line (after 5% of records left without
an answer, counted as unread): a refusal (5%), fenced JSON cut short (5%), fenced JSON with two
houses' first attribute swapped (15%), a markdown table (20%), house lines (20%), or fenced JSON
with the reasoning (35%). A question is answered right (60%), wrong
(25%), with two choices (10%) or not at all (5%). Pure Python: no gridriddle needed.
"""

import json
import random
import sys


def grid_output(record, rng):
    header, rows = record["solution"]["header"], [row[:] for row in record["solution"]["rows"]]
    draw = rng.random()
    if draw < 0.05:
        return "I'm sorry, I cannot solve this puzzle."
    swapped = 0.10 <= draw < 0.25 and len(rows) > 1
    if swapped:
        rows[0][1], rows[1][1] = rows[1][1], rows[0][1]
    houses = {f"House {row[0]}": dict(zip(header[1:], row[1:])) for row in rows}
    text = json.dumps({"reasoning": "From clue 1 and clue 3, ...", "solution": houses}, indent=2)
    if draw < 0.10:
        return "Working through the clues...\n```json\n" + text[: len(text) // 2]
    if swapped or draw >= 0.65:
        return "Let me reason step by step. Clue 2 fixes the first house...\n\n```json\n" + text + "\n```"
    if draw < 0.45:
        table = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        table += ["| " + " | ".join(row) + " |" for row in rows]
        return "Here is the grid:\n\n" + "\n".join(table)
    return "Final answer:\n" + "\n".join(f"House {row[0]}: " + ", ".join(row[1:]) for row in rows)


def question_output(record, rng):
    draw = rng.random()
    right = record["answer"]
    wrong = next((c for c in record["choices"] if c != right), right)
    if draw < 0.60:
        return f"Reasoning...\nFinal answer: **{right}**"
    if draw < 0.85:
        return f"Reasoning...\nAnswer: {wrong}"
    if draw < 0.95:
        return f"It is either {right} or {wrong}."
    return "I cannot tell."


def main(records_path, answers_path, seed=0):
    with open(records_path, encoding="utf-8") as records, open(answers_path, "w", encoding="utf-8") as out:
        for line_number, line in enumerate(records):
            record = json.loads(line)
            rng = random.Random(f"{seed}-{line_number}")
            if rng.random() < 0.05:
                continue  # no answer: counted as unread
            output = question_output(record, rng) if "question" in record else grid_output(record, rng)
            out.write(json.dumps({"id": record["id"], "output": output}) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 0)

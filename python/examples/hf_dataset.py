"""A Hugging Face ``datasets.Dataset`` from gridriddle's data set: grid records and questions,
with their prompts and levels, ready for ``map``, ``train_test_split`` or ``push_to_hub``.

    python python/examples/hf_dataset.py [COUNT]

prints the two data sets' shapes and a question. Needs ``pip install datasets``.
"""

import sys

import datasets

import gridriddle


def grid_dataset(count, seed=0):
    """``count`` riddles as ZebraLogic grid records with a prompt and a level, as a Dataset whose
    ``solution`` column holds ``{"header", "rows"}``."""
    records = gridriddle.dataset(count, rows=(3, 5), columns=(3, 5), seed=seed, difficulty="easy,medium,hard",
                                 prompt=True, level=True, jobs=2)
    return datasets.Dataset.from_list(records)


def question_dataset(count, questions=3, seed=0):
    """``questions`` multiple-choice questions about each of ``count`` riddles."""
    records = gridriddle.dataset(count, rows=(3, 5), columns=(3, 5), seed=seed, format="zebralogic-mc",
                                 questions=questions, prompt=True, level=True, jobs=2)
    return datasets.Dataset.from_list(records)


def main(count):
    grids = grid_dataset(count)
    questions = question_dataset(count)
    print(grids)
    print(questions)
    first = questions[0]
    print(first["question"], first["choices"], "->", first["answer"])
    return grids, questions


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)

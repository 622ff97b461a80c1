"""The Dask example on a local cluster of two worker processes: the same bytes as one process,
and as the command line."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

import gridriddle

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))
import dask_dataset  # noqa: E402

from dask.distributed import Client, LocalCluster  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def client():
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    with Client(cluster) as client:
        yield client
    cluster.close()


def test_the_ranges_cover_the_indices_once():
    assert list(dask_dataset.ranges(10, 4)) == [(0, 4), (4, 4), (8, 2)]
    assert list(dask_dataset.ranges(4, 4, start=8)) == [(8, 4)]


def test_two_workers_write_the_data_set_of_one_process(client):
    assert len(client.scheduler_info()["workers"]) == 2
    out = io.StringIO()
    made = dask_dataset.make_dataset(client, 60, out, chunk=6, seed=4, rows=(2, 5), columns=(2, 5))
    lines = gridriddle.dataset_lines(60, seed=4, rows=(2, 5), columns=(2, 5))
    assert out.getvalue() == "".join(line + "\n" for line in lines)
    assert made["lines"] == 60
    assert 1 <= made["workers"] <= 2


def cli():
    for build in ("release", "debug"):
        binary = ROOT / "target" / build / "gridriddle"
        if binary.is_file():
            return binary
    return None


def test_the_command_line_writes_the_same_bytes():
    binary = os.environ.get("GRIDRIDDLE_BIN") or cli()
    if binary is None:
        pytest.skip("no gridriddle binary under target/ (cargo build): not compared with the command line")
    run = subprocess.run(
        [str(binary), "dataset", "--count", "30", "--rows", "2..5", "--cols", "2..5", "--seed", "4",
         "--jobs", "2"],
        check=True, capture_output=True,
    )
    lines = gridriddle.dataset_lines(30, seed=4, rows=(2, 5), columns=(2, 5))
    assert run.stdout.decode() == "".join(line + "\n" for line in lines)

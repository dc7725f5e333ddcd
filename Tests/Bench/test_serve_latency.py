"""bench/serve-latency.py: the server is stopped and the work folder removed however the run ends."""
import pathlib
import subprocess
import sys
import tempfile

import pytest

from bench_scripts import load

serve_latency = load("serve-latency.py")


def run_main(monkeypatch, work, measure, *extra):
    monkeypatch.setattr(sys, "argv", ["serve-latency.py", "ease", "Content", "Templates", str(work), *extra])
    monkeypatch.setattr(serve_latency, "measure", measure)
    serve_latency.main()


def test_the_work_folder_goes_when_the_measurement_fails(monkeypatch):
    with tempfile.TemporaryDirectory() as root:
        work = pathlib.Path(root) / "work"

        def failing(args):
            (args.work / "Output").mkdir(parents=True)
            raise SystemExit("ease serve did not start")

        with pytest.raises(SystemExit):
            run_main(monkeypatch, work, failing)
        assert not work.exists()


def test_keep_leaves_the_work_folder(monkeypatch):
    with tempfile.TemporaryDirectory() as root:
        work = pathlib.Path(root) / "work"
        run_main(monkeypatch, work, lambda args: (args.work / "Output").mkdir(parents=True), "--keep")
        assert (work / "Output").is_dir()


def test_stop_ends_a_server_that_ignores_ctrl_c(monkeypatch):
    # A child that ignores SIGINT, as a hung server would: stop() kills it once its wait runs out
    # (cut from 30 s to half a second here).
    process = subprocess.Popen([sys.executable, "-c",
                                "import signal, time; signal.signal(signal.SIGINT, signal.SIG_IGN); print('up', flush=True); time.sleep(60)"],
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "up"
    original = subprocess.Popen.wait
    monkeypatch.setattr(subprocess.Popen, "wait",
                        lambda self, timeout=None: original(self, timeout=None if timeout is None else min(timeout, 0.5)))
    serve_latency.stop(process)
    assert process.returncode is not None and process.returncode != 0


def test_stop_leaves_an_ended_process_alone():
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    serve_latency.stop(process)
    assert process.returncode == 0

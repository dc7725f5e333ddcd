"""The scripts of bench/ for the tests beside this file: their names have dashes, so they are
loaded from their paths rather than imported."""
import importlib.util
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench"


def ease_binary():
    """The debug build of ease (the one `swift build --build-tests` makes), built if missing."""
    binary = ROOT / ".build" / "debug" / "ease"
    if not binary.exists():
        subprocess.run(["swift", "build", "--product", "ease"], cwd=ROOT, check=True)
    return binary


def load(name):
    """bench/NAME as a module; its `main()` is not run."""
    spec = importlib.util.spec_from_file_location(name.removesuffix(".py").replace("-", "_"), BENCH / name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

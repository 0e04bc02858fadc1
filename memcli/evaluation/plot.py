"""rd-forget Figure 3's shape: one panel per suite, one bar per configuration, every panel on the
same zero-based percentage scale, the full configuration in purple. matplotlib is imported only
here, and only when a plot is asked for."""

from __future__ import annotations

from collections.abc import Sequence

from memcli.errors import MemcliError

FULL_COLOR = "#7b3fa0"
ABLATION_COLOR = "#9e9e9e"
BASELINE_COLOR = "#4a7ab5"


def _pyplot():
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise MemcliError(
            "--plot needs matplotlib, which is not installed: pip install 'memcli[plot]' "
            "(or pip install matplotlib)"
        ) from None
    return plt


def check_available() -> None:
    """Fail before a long run, not after it, when --plot cannot be honoured."""
    _pyplot()


def plot(results: Sequence, path: str) -> str:
    """Draw the summary rows of one or more RunResults to `path` (PNG, SVG or PDF by extension)."""
    panels: list[tuple[str, str, list[dict]]] = []
    for result in results:
        for suite in result.suites:
            rows = [r for r in result.summary() if r["suite"] == suite]
            if rows:
                panels.append((suite, rows[0]["metric"], rows))
    if not panels:
        raise MemcliError("--plot: nothing to draw (no results)")
    plt = _pyplot()
    columns = min(3, len(panels))
    lines = -(-len(panels) // columns)
    width = max(4.0, 1.0 + 0.55 * max(len(rows) for _, _, rows in panels))
    fig, axes = plt.subplots(lines, columns, figsize=(width * columns, 3.8 * lines), squeeze=False)
    flat = [ax for row in axes for ax in row]
    for ax in flat[len(panels) :]:
        ax.set_visible(False)
    for n, (ax, (suite, metric, rows)) in enumerate(zip(flat, panels, strict=False)):
        names = [r["config"] for r in rows]
        values = [100 * (r["score"] or 0.0) for r in rows]
        colors = [
            FULL_COLOR
            if r["config"] == "full"
            else BASELINE_COLOR
            if r["kind"] == "baseline"
            else ABLATION_COLOR
            for r in rows
        ]
        bars = ax.bar(range(len(rows)), values, color=colors)
        for bar, value in zip(bars, values, strict=True):
            ax.text(bar.get_x() + bar.get_width() / 2, value + 1.5, f"{value:.1f}", ha="center", fontsize=8)
        ax.set_xticks(range(len(rows)), names, rotation=35, ha="right", fontsize=8)
        ax.set_ylim(0, 105)
        ax.set_title(f"({chr(97 + n)}) {suite}", fontsize=9)
        ax.set_ylabel(f"{metric} (%)")
        ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    try:
        fig.savefig(path, dpi=150)
    except (OSError, ValueError) as exc:
        raise MemcliError(f"--plot: cannot write {path} ({exc})") from None
    finally:
        plt.close(fig)
    return path

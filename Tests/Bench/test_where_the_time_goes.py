"""bench/where-the-time-goes.py's counting on a made-up `perf script` output: libraries, stages,
the kernel's entries, functions and the reference counting, as shares of all samples."""
from bench_scripts import load

profile = load("where-the-time-goes.py")

EASE = "/work/main/.build/release/ease"


def sample(*frames):
    """A sample as `perf script -F tid,ip,sym,dso` prints it after `swift demangle --simplified`;
    each frame is (function, library file)."""
    lines = ["  7710 "]  # perf right-aligns the thread id
    lines += [f"\t    55d0c0ffee{index:02x} {name}+0x1f ({path})" for index, (name, path) in enumerate(frames)]
    return "\n".join(lines) + "\n\n"


def perf_output():
    kernel = "[kernel.kallsyms]"
    libc = "/usr/lib/x86_64-linux-gnu/libc.so.6"
    text = ""
    text += sample(("swift_retain", EASE), ("PlainHTMLReader.text()", EASE), ("SiteAuditor.audit(_:displayRoot:memo:)", EASE))
    text += sample(("swift_release", EASE), ("BundleCompiler.compile(_:into:)", EASE))
    text += sample(("[unknown]", "/usr/lib/x86_64-linux-gnu/libcmark.so.0.30.2"), ("[unknown]", "[unknown]"))
    text += sample(("PlainHTMLReader.text()", EASE), ("SiteAuditor.audit(_:displayRoot:memo:)", EASE))
    # A write of a page: the kernel's frames first, then the C library's wrapper and the renderer.
    text += sample(("shmem_write_end", kernel), ("do_syscall_64", kernel), ("entry_SYSCALL_64_after_hwframe", kernel),
                   ("__GI___libc_write", libc), ("OutputFiles.write(_:to:)", EASE), ("SiteRenderer.render()", EASE))
    text += sample(("d_lookup", kernel), ("entry_SYSCALL_64_after_hwframe", kernel), ("__libc_openat64", libc),
                   ("SiteAuditor.audit(_:displayRoot:memo:)", EASE))
    text += sample(("clear_page_erms", kernel), ("asm_exc_page_fault", kernel), ("__memmove_avx512_unaligned_erms", libc))
    text += sample(("apic_timer_interrupt", kernel), ("asm_sysvec_apic_timer_interrupt", kernel), ("mi_malloc", "/usr/lib/x86_64-linux-gnu/libmimalloc.so.2.0"))
    return text


def test_shares_by_library_stage_kernel_entry_and_function():
    samples = list(profile.parse_samples(perf_output().splitlines()))
    assert len(samples) == 8
    assert samples[0][1] == ("PlainHTMLReader.text()", EASE), "the offset is stripped, the library kept"
    counts = profile.shares(samples, EASE)
    assert counts["total"] == 8
    assert counts["library"] == {"ease": 3, "kernel": 4, "libcmark": 1}
    assert counts["library"]["libc"] == 0, "a kernel sample belongs to the kernel, not to the wrapper that called it"
    assert counts["stage"] == {"audit": 3, "bundle": 1, "site": 1, "other": 2, "other: libcmark, its callers lost": 1}
    assert counts["user stage"] == {"audit": 2, "bundle": 1, "other: libcmark, its callers lost": 1}
    assert counts["kernel"] == {"write": 1, "openat": 1, "page faults": 1, "other kernel": 1}
    assert counts["function"]["swift_retain (ease)"] == 1
    assert counts["function"]["[unknown] (libcmark)"] == 1
    assert counts["reference counting"] == 2


def test_the_report_is_markdown_tables_of_shares_of_all_samples():
    counts = profile.shares(profile.parse_samples(perf_output().splitlines()), EASE)
    lines = profile.report(counts, top=2)
    assert lines[0] == "8 samples; every share below is of all of them."
    assert lines[2:5] == ["| library | samples | share |", "| --- | ---: | ---: |", "| kernel | 4 | 50.0% |"]
    assert "| ease | 3 | 37.5% |" in lines
    assert "| page faults | 1 | 12.5% |" in lines
    functions = lines.index("| function (own samples) | samples | share |")
    assert len([line for line in lines[functions + 2:] if line.startswith("| ")]) == 2, "only the top functions"
    assert lines[-1] == "Reference counting (swift_retain, swift_release and their slow paths): 25.0% of the samples."


def test_a_c_librarys_samples_without_callers_are_counted_apart_with_where_its_followed_ones_are():
    cmark = "/usr/lib/x86_64-linux-gnu/libcmark.so.0.30.2"
    crypto = "/usr/lib/x86_64-linux-gnu/libcrypto.so.3"
    # cmark without frame pointers: the chain above it is a stale return address, or nothing.
    text = sample(("[unknown]", cmark), ("ease_arena_realloc", EASE)) * 3
    text += sample(("cmark_parse_document", cmark), ("CommonMarkParser.outline(_:)", EASE), ("ContentParser.parse(_:)", EASE))
    text += sample(("[unknown]", crypto))
    text += sample(("EaseCommand.main()", EASE))
    counts = profile.shares(profile.parse_samples(text.splitlines()), EASE)
    assert counts["stage"] == {"other: libcmark, its callers lost": 3, "parse": 1, "other: libcrypto, its callers lost": 1, "other": 1}
    lines = profile.report(counts)
    assert "| other: libcmark, its callers lost | 3 | 50.0% |" in lines
    assert "- libcmark's samples whose callers perf followed (1): parse 100%." in lines
    assert "- libcrypto: perf followed the callers of none of its samples." in lines


def test_an_interrupt_is_other_kernel_and_an_unknown_call_other_system_calls():
    kernel = "[kernel.kallsyms]"
    interrupt = [("tick", kernel), ("asm_sysvec_apic_timer_interrupt", kernel), ("mi_malloc", "libmimalloc.so")]
    assert profile.kernel_entry(interrupt) == "other kernel"
    call = [("x", kernel), ("entry_SYSCALL_64_after_hwframe", kernel), ("__GI___futex_wait", "libc.so.6")]
    assert profile.kernel_entry(call) == "other system calls"
    assert profile.kernel_entry([("x", kernel), ("entry_SYSCALL_64", kernel), ("__libc_pread", "libc.so.6")]) == "pread"
    assert profile.kernel_entry([("x", kernel), ("entry_SYSCALL_64", kernel), ("read", "libc.so.6")]) == "read"


def test_the_output_folder_is_the_argument_after_output():
    assert profile.output_folder(["build", "--content", "c", "--output", "/dev/shm/o"]) == "/dev/shm/o"
    assert profile.output_folder(["check", "--content", "c"]) is None
    assert profile.output_folder(["build", "--output"]) is None


def test_no_samples():
    assert profile.report(profile.shares([], EASE)) == ["no samples"]


def test_parts_of_a_stage_by_the_innermost_matching_frame():
    pattern = profile.re.compile(r"PlainHTMLReader|AuditedFiles|\b(?!AuditRule)\w+Rule\b")
    samples = list(profile.parse_samples(perf_output().splitlines()))
    samples.append([("StyleResolver.init()", EASE), ("ColorContrastRule.check(_:in:)", EASE), ("AuditRule.check(_:in:)", EASE),
                    ("SiteAuditor.audit(_:displayRoot:memo:)", EASE)])
    counts = profile.shares(samples, EASE, pattern, "audit")
    assert counts["part"] == {"PlainHTMLReader": 2, "ColorContrastRule": 1, "none": 1}, "the openat of the audit matches nothing"
    assert counts["total"] == 9, "the parts count only the stage's samples; the other tables all"
    lines = profile.report(counts, top=1, parts_title="audit samples by part (innermost match)")
    assert "| PlainHTMLReader | 2 | 22.2% |" in lines
    assert profile.shares(samples, EASE, pattern)["part"]["none"] == 6, "without a stage, every sample has a part"

import Dispatch
import EaseBytes

/// A section over a long list (the Learn tab's ten thousand readings, the inventory of every
/// control) rendered in runs of elements on every core, the runs' bytes joined in list order.
///
/// Each element's rendering depends only on the contexts and the element: the body is rendered
/// afresh for each (its indentation is decided inside that one rendering), so the joined runs are
/// byte for byte what one loop over the list writes. The contexts are only read.
enum ParallelSection {
    /// Lists shorter than this are rendered in one loop: the hand-off costs more than it saves.
    static let minimumElements = 512
    /// Elements per run.
    static let elementsPerRun = 256

    /// Appends `body` rendered once per element to `output`, each element pushed on `renderer`'s
    /// contexts; `element` gives the element at an index (an array's, or one a ``TemplateRows``
    /// makes then, on the run's thread).
    static func render(_ body: Range<Int>, count: Int, element: (Int) -> TemplateValue, with renderer: TemplateRenderer,
                       indentation: [UInt8], into output: ByteBuffer) {
        let runs = (count + elementsPerRun - 1) / elementsPerRun
        let parts = RunOutputs(count: runs)
        // The runs have all ended when concurrentPerform returns, so `element` outlives none of them.
        withoutActuallyEscaping(element) { element in
            let shared = SharedRenderInput(renderer: renderer, body: body, element: element, indentation: indentation)
            DispatchQueue.concurrentPerform(iterations: runs) { run in
                var renderer = shared.renderer
                let output = ByteBuffer(capacity: 16_384)
                for index in (run * elementsPerRun)..<min(count, (run + 1) * elementsPerRun) {
                    renderer.stack.append(shared.element(index))
                    renderer.render(shared.body, indentation: shared.indentation, into: output)
                    renderer.stack.removeLast()
                }
                // Kept at its size (grown by doubling it could hold twice that) until it is joined.
                parts.store(output.array, at: run)
            }
        }
        parts.move(into: output)
    }
}

/// What every run reads: the renderer (its library and contexts), the body and the elements.
/// Only read while the runs go, so it is shared between them.
private struct SharedRenderInput: @unchecked Sendable {
    let renderer: TemplateRenderer
    let body: Range<Int>
    let element: (Int) -> TemplateValue
    let indentation: [UInt8]
}

/// Each run's bytes, in its own slot: written by that run alone, read after all have ended.
private final class RunOutputs: @unchecked Sendable {
    private let outputs: UnsafeMutableBufferPointer<[UInt8]>

    init(count: Int) {
        outputs = .allocate(capacity: count)
        outputs.initialize(repeating: [])
    }

    func store(_ bytes: [UInt8], at run: Int) {
        outputs[run] = bytes
    }

    /// Appends every run's bytes to `bytes` in run order, letting each run's go once appended.
    /// Room is made for them and for what the template writes after the list, which would
    /// otherwise grow a list of megabytes into a copy twice its size.
    func move(into bytes: ByteBuffer) {
        bytes.reserveCapacity(bytes.count + outputs.reduce(0) { $0 + $1.count } + 16_384)
        for run in outputs.indices {
            bytes.append(contentsOf: outputs[run])
            outputs[run] = []
        }
    }

    deinit {
        outputs.deinitialize()
        outputs.deallocate()
    }
}

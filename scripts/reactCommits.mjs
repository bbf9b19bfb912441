// React's own account of a load (OMS_TRACE_REACT=1 in scripts/trace-load.mjs): the app built with React's profiling
// build, whose fibers carry how long each took to draw with what it holds (actualDuration), and a stand-in for the
// React DevTools hook that reads every commit. What the CPU profile cannot tell: React draws fibers in a loop, not by
// calling the parents, so a sample names the one component being drawn, never the subtree it belongs to.

/** Vite's alias for the profiling build of react-dom (its client API, with the fibers' timings). */
export const reactProfilingAlias = [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }];

/**
 * An init script: the DevTools hook React looks for when it loads. On each commit it keeps, for the fibers drawn in
 * that render, their name, depth and time with their subtree, in `window.__reactCommits` (when, the render's start,
 * and the fibers), up to `minMs` a fiber.
 */
export const watchCommits = ({ minMs, why }) => {
    window.__reactCommits = [];
    // With `why`: where each update was asked for (the stack of the setState, outside React), kept by fiber. React
    // notes every fiber that schedules an update in the root's per-lane sets while a DevTools hook is present: those
    // sets are swapped for ones that keep the stack of each addition.
    const askedAt = new WeakMap();
    const watchUpdates = root => {
        if (!why || !root.pendingUpdatersLaneMap || root.__watched) return;
        root.__watched = true;
        class KeptSet extends Set {
            add(fiber) {
                const frames = (new Error().stack ?? '').split('\n').slice(2);
                const own = frames.filter(frame => !/react-dom|scheduler|chunk-|node_modules\/react\//.test(frame) && !/ (dispatch\w*|scheduleUpdateOnFiber|addFiberToLanesMap|forceStoreRerender|enqueue\w*)\b/.test(frame));
                askedAt.set(fiber, own.slice(0, 3).map(frame => frame.trim().replace(/^at /, '').replace(/\(?https?:\/\/[^/]+\/assets\//, '(')).join(' < '));
                return super.add(fiber);
            }
        }
        root.pendingUpdatersLaneMap = root.pendingUpdatersLaneMap.map(set => new KeptSet(set));
    };
    const nameOf = type => {
        if (!type) return undefined;
        if (typeof type === 'string') return type;
        return type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.displayName || type.type?.name;
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer) {
            this.renderers.set(1, renderer);
            return 1;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id, root, _priority) {
            watchUpdates(root);
            const host = root.current;
            const start = host.actualStartTime;
            const fibers = [];
            // Depth first, without recursion (a list's tree is deep).
            const stack = [[host, 0]];
            while (stack.length > 0) {
                const [fiber, depth] = stack.pop();
                // A fiber drawn in this render started after the root did; one it bailed out of keeps an older start.
                if (fiber.actualStartTime >= start && fiber.actualDuration >= minMs) {
                    fibers.push([nameOf(fiber.type) ?? `(${fiber.tag})`, depth, fiber.actualDuration, fiber.selfBaseDuration]);
                    for (let child = fiber.child, children = []; ; child = child.sibling) {
                        if (!child) {
                            for (let index = children.length - 1; index >= 0; index -= 1) stack.push([children[index], depth + 1]);
                            break;
                        }
                        children.push(child);
                    }
                }
            }
            // What asked for this render: the fibers whose updates it commits (React keeps them while a DevTools hook
            // is present, as DevTools' "why did this render"), each with its nearest named parents.
            const updaters = [...(root.memoizedUpdaters ?? [])].map(fiber => {
                const names = [];
                for (let at = fiber; at && names.length < 4; at = at.return) {
                    const name = nameOf(at.type);
                    if (name && typeof at.type !== 'string') names.push(name);
                }
                const asked = askedAt.get(fiber) ?? (fiber.alternate && askedAt.get(fiber.alternate));
                return names.join(' < ') + (asked ? ` [${asked}]` : '');
            });
            window.__reactCommits.push({ at: performance.now(), start, duration: host.actualDuration, fibers, updaters, priority: _priority });
        },
    };
};

/**
 * Prints each commit until `until` (ms): when it rendered and committed, its time, and its tree of fibers of at least
 * `minMs`, a chain of single heavy children folded onto one line (`A › B › C`), siblings of one name summed (`×50`).
 */
export const printCommits = (commits, until, minMs) => {
    console.log(`React's commits until ${until.toFixed(0)} ms (profiling build: times with the subtree, fibers of ${minMs} ms or more):`);
    for (const commit of commits.filter(commit => commit.start <= until)) {
        console.log(`  rendered from ${commit.start.toFixed(0)}, committed at ${commit.at.toFixed(0)}: ${commit.duration.toFixed(1)} ms`);
        // The scheduler's priority of the commit (1 immediate: a synchronous update; 3 normal…) and who asked for it.
        if (commit.updaters?.length) console.log(`    asked for by (priority ${commit.priority}): ${[...new Set(commit.updaters)].slice(0, 12).join('; ')}`);
        // Rebuild the tree from the depth-first list.
        const root = { name: '(root)', time: commit.duration, children: [] };
        const path = [root];
        for (const [name, depth, time] of commit.fibers) {
            const node = { name, time, children: [] };
            path.length = Math.min(path.length, depth + 1);
            (path[depth] ?? path[path.length - 1]).children.push(node);
            path[depth + 1] = node;
        }
        const print = (node, indent) => {
            let label = node.name;
            let current = node;
            // A single child that holds nearly all of its parent's time: the same line.
            while (current.children.length === 1 && current.children[0].time >= current.time * 0.9) {
                current = current.children[0];
                if (!/^[a-z]/.test(current.name) && !current.name.startsWith('(')) label += ` › ${current.name}`;
            }
            console.log(`    ${' '.repeat(indent)}${node.time.toFixed(1).padStart(6)}  ${label}`);
            const byName = new Map();
            for (const child of current.children) {
                const group = byName.get(child.name) ?? { name: child.name, time: 0, count: 0, first: child };
                group.time += child.time;
                group.count += 1;
                byName.set(child.name, group);
            }
            for (const group of byName.values()) {
                // A few siblings of one name each on its own; many (a list's rows) summed, the first of them shown.
                if (group.count <= 3) {
                    for (const child of current.children.filter(child => child.name === group.name)) print(child, indent + 2);
                    continue;
                }
                console.log(`    ${' '.repeat(indent + 2)}${group.time.toFixed(1).padStart(6)}  ${group.name} ×${group.count} (the first below)`);
                if (group.first.time >= minMs) print(group.first, indent + 2);
            }
        };
        print(root, 0);
    }
};

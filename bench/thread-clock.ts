// Lighthouse's main-thread figures, read again on the main thread's own clock.
//
// Lighthouse times each task by the wall clock (a trace event's `dur`), so a task that waited for a
// core counts the wait. On this 2-core machine the page shares both cores with the browser and GPU
// processes, Lighthouse itself and the product's server, which answers the widget's fetches in the
// middle of its tasks; a blank page's main-thread work read 260 to 416 ms in four audits in a row.
// Chromium also records each event's thread time (`tts`, `tdur`): the time the thread ran. The same
// four audits read 143 to 162 ms on it. This module feeds the trace's main-thread events, moved onto
// that clock, through Lighthouse's own task tree, grouping and attribution, so the figures mean what
// Lighthouse's do, without the waits. On the wall clock it gives Lighthouse's figures exactly, which
// the bench checks on every audit.
// It is a lower bound, not the aim's figure: it also leaves out any time the thread was blocked on
// something other than a core (a synchronous answer from the browser process, such as the first
// `localStorage` read), which a reader's phone waits for too. The aims stay on Lighthouse's figures.
import type { Artifacts } from 'lighthouse';
import { NetworkRecorder } from 'lighthouse/core/lib/network-recorder.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { getExecutionTimingsByURL } from 'lighthouse/core/lib/tracehouse/task-summary.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export type Clock = 'wall' | 'thread';

export interface ClockFigures {
  /** Every main-thread task, as `mainthread-work-breakdown` counts it. */
  mainThread: number;
  /** The same by Lighthouse's group label. */
  groups: Record<string, number>;
  /** Our origin's files, as `bootup-time` counts them: evaluation and parsing, and all their work. */
  ownScript: number;
  ownTasks: number;
}

type TraceEvent = Artifacts['Trace']['traceEvents'][number] & { tts?: number; tdur?: number };

/** The events on the thread's clock; an event the trace gives no thread time is left out. */
function onThreadClock(events: TraceEvent[]): TraceEvent[] {
  const moved: TraceEvent[] = [];
  for (const event of events) {
    if (event.tts === undefined || (event.ph === 'X' && event.tdur === undefined)) continue;
    moved.push(
      event.ph === 'X' ? { ...event, ts: event.tts, dur: event.tdur ?? 0 } : { ...event, ts: event.tts },
    );
  }
  return moved.sort((a, b) => a.ts - b.ts);
}

/**
 * The figures of one audit on both clocks, with Lighthouse's CPU slowdown applied as it applies
 * it; the trace and the network log are read once. `own` tells our origin's URLs from others.
 */
export function clockFigures(
  artifacts: Pick<Artifacts, 'Trace' | 'DevtoolsLog'>,
  slowdown: number,
  own: (url: string) => boolean,
): Record<Clock, ClockFigures> {
  const processed = TraceProcessor.processTrace(artifacts.Trace);
  const records = NetworkRecorder.recordsFromLogs(artifacts.DevtoolsLog);
  const wall = processed.mainThreadEvents as TraceEvent[];
  const thread = onThreadClock(wall);
  const figures = (events: TraceEvent[], end: number, start?: number): ClockFigures => {
    const tasks = MainThreadTasks.getMainThreadTasks(events, processed.frames, end, start);
    const groups: Record<string, number> = {};
    let mainThread = 0;
    for (const task of tasks) {
      groups[task.group.label] = (groups[task.group.label] ?? 0) + task.selfTime * slowdown;
      if (!task.parent) mainThread += task.duration * slowdown;
    }
    let ownScript = 0;
    let ownTasks = 0;
    for (const [url, byGroup] of getExecutionTimingsByURL(tasks, records)) {
      if (!own(url)) continue;
      for (const [group, ms] of Object.entries(byGroup)) {
        ownTasks += ms * slowdown;
        if (group === 'scriptEvaluation' || group === 'scriptParseCompile') ownScript += ms * slowdown;
      }
    }
    return { mainThread, groups, ownScript, ownTasks };
  };
  return {
    wall: figures(wall, processed.timestamps.traceEnd, processed.timestamps.timeOrigin),
    thread: figures(thread, Math.max(...thread.map((event) => event.ts + (event.dur ?? 0)))),
  };
}

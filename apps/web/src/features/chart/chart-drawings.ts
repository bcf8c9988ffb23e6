import type { Chart, Overlay } from 'klinecharts';
import { readStored, writeStored, type StoredChartDrawing } from '../../lib/storage';

/** klinecharts' own overlays behind the drawing tools: trend line, horizontal line, Fibonacci retracement. */
export const DRAWING_TOOLS = ['segment', 'horizontalStraightLine', 'fibonacciLine'] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];

/** Every drawing shares this overlay group, so clearing never touches the chart's own marks. */
export const DRAWINGS_GROUP = 'drawings';
/** At most this many lines a pair: enough for any analysis, small in storage. */
export const DRAWINGS_PER_PAIR = 50;

const isDrawingTool = (name: string): name is DrawingTool => (DRAWING_TOOLS as readonly string[]).includes(name);

/** A finished overlay as it is kept: its tool and its points in time and price. */
export function toStoredDrawing(overlay: Pick<Overlay, 'name' | 'points'>): StoredChartDrawing | undefined {
  const points = overlay.points.flatMap((point) => (point.timestamp !== undefined && point.value !== undefined ? [{ timestamp: point.timestamp, value: point.value }] : []));
  if (!isDrawingTool(overlay.name) || points.length === 0 || points.length < overlay.points.length) return undefined;
  return { tool: overlay.name, points };
}

/** The pair's drawings kept on this device, only ones a tool can draw again. */
export function storedDrawings(pair: string): StoredChartDrawing[] {
  const kept = readStored('chartDrawings')?.[pair] ?? [];
  return kept.filter((drawing) => isDrawingTool(drawing.tool) && Array.isArray(drawing.points)).slice(0, DRAWINGS_PER_PAIR);
}

export function keepDrawings(pair: string, drawings: readonly StoredChartDrawing[]): void {
  const all = { ...readStored('chartDrawings') };
  if (drawings.length === 0) delete all[pair];
  else all[pair] = drawings.slice(-DRAWINGS_PER_PAIR);
  writeStored('chartDrawings', all);
}

/** The finished drawings on the chart now (one still being drawn is left out). */
export function drawingsOn(chart: Pick<Chart, 'getOverlays'>): StoredChartDrawing[] {
  return chart
    .getOverlays({ groupId: DRAWINGS_GROUP })
    .filter((overlay) => overlay.currentStep === -1)
    .flatMap((overlay) => toStoredDrawing(overlay) ?? []);
}

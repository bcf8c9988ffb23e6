import { afterEach, describe, expect, it } from 'vitest';
import { drawingsOn, keepDrawings, storedDrawings, toStoredDrawing } from './chart-drawings';
import type { Chart, Overlay } from 'klinecharts';

afterEach(() => localStorage.clear());

describe('chart drawings kept per pair', () => {
  it('keeps a finished line by its tool and points, and each pair its own', () => {
    keepDrawings('btcusdt', [{ tool: 'segment', points: [{ timestamp: 1_000, value: 100 }, { timestamp: 2_000, value: 110 }] }]);
    keepDrawings('ethusdt', [{ tool: 'horizontalStraightLine', points: [{ timestamp: 1_000, value: 3_000 }] }]);
    expect(storedDrawings('btcusdt')).toEqual([{ tool: 'segment', points: [{ timestamp: 1_000, value: 100 }, { timestamp: 2_000, value: 110 }] }]);
    expect(storedDrawings('ethusdt').map((drawing) => drawing.tool)).toEqual(['horizontalStraightLine']);
    keepDrawings('btcusdt', []);
    expect(storedDrawings('btcusdt')).toEqual([]);
    expect(storedDrawings('ethusdt')).toHaveLength(1);
  });

  it('leaves out what no tool draws and lines not finished', () => {
    expect(toStoredDrawing({ name: 'priceLine', points: [{ timestamp: 1, value: 1 }] })).toBeUndefined();
    expect(toStoredDrawing({ name: 'segment', points: [{ timestamp: 1, value: 1 }, { value: 2 }] })).toBeUndefined();
    const overlays = [
      { name: 'fibonacciLine', currentStep: -1, points: [{ timestamp: 1, value: 1, dataIndex: 0 }, { timestamp: 2, value: 2, dataIndex: 1 }] },
      { name: 'segment', currentStep: 2, points: [{ timestamp: 1, value: 1, dataIndex: 0 }] },
    ] as unknown as Overlay[];
    const chart: Pick<Chart, 'getOverlays'> = { getOverlays: () => overlays };
    expect(drawingsOn(chart)).toEqual([{ tool: 'fibonacciLine', points: [{ timestamp: 1, value: 1 }, { timestamp: 2, value: 2 }] }]);
  });
});

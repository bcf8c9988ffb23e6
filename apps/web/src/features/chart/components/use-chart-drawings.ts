import type { Chart } from 'klinecharts';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { DRAWINGS_GROUP, drawingsOn, keepDrawings, storedDrawings, type DrawingTool } from '../chart-drawings';

export interface ChartDrawings {
  /** The tool waiting for its points, or null. */
  tool: DrawingTool | null;
  /** The finished lines' tools, in the order drawn (the frame's `data-drawings`). */
  drawn: string[];
  start: (tool: DrawingTool) => void;
  clear: () => void;
}

/**
 * Lines drawn with klinecharts' own overlays, kept per pair on this device: restored once the
 * pair's candles are in, saved when a line is finished or moved.
 */
export function useChartDrawings(chartRef: RefObject<Chart | null>, pair: string, candlesReady: boolean): ChartDrawings {
  const [tool, setTool] = useState<DrawingTool | null>(null);
  const [drawn, setDrawn] = useState<{ pair: string; tools: string[] }>({ pair, tools: [] });

  // Bound to the pair the line was drawn on: a line lives only while its pair is on the chart.
  const saveFor = useCallback(
    (linePair: string) => () => {
      const chart = chartRef.current;
      if (!chart) return;
      const drawings = drawingsOn(chart);
      keepDrawings(linePair, drawings);
      setDrawn({ pair: linePair, tools: drawings.map((drawing) => drawing.tool) });
    },
    [chartRef],
  );

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !candlesReady) return;
    chart.removeOverlay({ groupId: DRAWINGS_GROUP });
    const kept = storedDrawings(pair);
    const save = saveFor(pair);
    for (const drawing of kept) {
      chart.createOverlay({ name: drawing.tool, groupId: DRAWINGS_GROUP, points: drawing.points, onPressedMoveEnd: save });
    }
    setDrawn({ pair, tools: kept.map((drawing) => drawing.tool) });
    // A line begun before the candles changed went with them.
    setTool(null);
  }, [chartRef, pair, candlesReady, saveFor]);

  const start = useCallback(
    (next: DrawingTool) => {
      const chart = chartRef.current;
      if (!chart) return;
      // A line begun but not finished makes way for the new tool.
      for (const overlay of chart.getOverlays({ groupId: DRAWINGS_GROUP })) {
        if (overlay.currentStep !== -1) chart.removeOverlay({ id: overlay.id });
      }
      const save = saveFor(pair);
      chart.createOverlay({
        name: next,
        groupId: DRAWINGS_GROUP,
        onDrawEnd: () => {
          setTool(null);
          // klinecharts marks the line finished after this callback returns.
          queueMicrotask(save);
        },
        onPressedMoveEnd: save,
      });
      setTool(next);
    },
    [chartRef, pair, saveFor],
  );

  const clear = useCallback(() => {
    chartRef.current?.removeOverlay({ groupId: DRAWINGS_GROUP });
    keepDrawings(pair, []);
    setTool(null);
    setDrawn({ pair, tools: [] });
  }, [chartRef, pair]);

  return { tool, drawn: drawn.pair === pair ? drawn.tools : [], start, clear };
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DRAWING_TOOLS, type DrawingTool } from '../chart-drawings';
import type { ChartDrawings } from './use-chart-drawings';

const TOOL_ICONS: Record<DrawingTool, ReactNode> = {
  segment: (
    <>
      <path d="M5 19L19 5" />
      <circle cx="5" cy="19" r="2" />
      <circle cx="19" cy="5" r="2" />
    </>
  ),
  horizontalStraightLine: (
    <>
      <path d="M2 12h20" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
  fibonacciLine: <path d="M3 4h18M3 9h18M3 13h18M3 16.5h18M3 20h18" />,
};

function ToolIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
      {children}
    </svg>
  );
}

/** Trend line, horizontal line and Fibonacci over the candles, and a way to clear them. */
export function DrawingToolbar({ drawings }: { drawings: ChartDrawings }) {
  const { t } = useTranslation();
  const hint = drawings.tool ? t(drawings.tool === 'horizontalStraightLine' ? 'chart.drawing.onePoint' : 'chart.drawing.twoPoints') : undefined;
  return (
    <div className="drawing-toolbar" role="toolbar" aria-label={t('chart.drawing.label')} data-testid="drawing-toolbar">
      {DRAWING_TOOLS.map((tool) => (
        <button
          key={tool}
          type="button"
          className="drawing-toolbar__tool"
          aria-label={t(`chart.drawing.${tool}`)}
          title={t(`chart.drawing.${tool}`)}
          aria-pressed={drawings.tool === tool}
          onClick={() => drawings.start(tool)}
          data-testid={`draw-${tool}`}
        >
          <ToolIcon>{TOOL_ICONS[tool]}</ToolIcon>
        </button>
      ))}
      <button
        type="button"
        className="drawing-toolbar__tool"
        aria-label={t('chart.drawing.clear')}
        title={t('chart.drawing.clear')}
        disabled={drawings.drawn.length === 0 && drawings.tool === null}
        onClick={drawings.clear}
        data-testid="draw-clear"
      >
        <ToolIcon>
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
        </ToolIcon>
      </button>
      <span className="drawing-toolbar__hint" role="status">
        {hint}
      </span>
    </div>
  );
}

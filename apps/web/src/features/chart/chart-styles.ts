import type { DeepPartial, Styles } from 'klinecharts';
import type { Theme } from '../../lib/storage';

/** The colours the chart takes from the app's theme variables (styles/tokens.css). */
export interface ChartPalette {
  up: string;
  down: string;
  text: string;
  textSecondary: string;
  textWeak: string;
  border: string;
  surface: string;
  accent: string;
  /** Text on the last-price tag, whose background is the up or down colour. */
  onSignal: string;
  fontFamily: string;
}

/** Used when a variable cannot be read (unit tests, an unstyled host). */
const FALLBACK_PALETTES: Readonly<Record<Theme, ChartPalette>> = {
  light: {
    up: '#007a4c',
    down: '#d01c29',
    text: '#161a23',
    textSecondary: '#5f6675',
    textWeak: '#636979',
    border: '#e6e8ec',
    surface: '#ffffff',
    accent: '#0b63e5',
    onSignal: '#ffffff',
    fontFamily: 'sans-serif',
  },
  dark: {
    up: '#00b578',
    down: '#ff5c68',
    text: '#e8eaee',
    textSecondary: '#a8aebb',
    textWeak: '#8b919d',
    border: '#2a2f3a',
    surface: '#171a21',
    accent: '#4d94ff',
    onSignal: '#0e1015',
    fontFamily: 'sans-serif',
  },
};

const PALETTE_VARIABLES: Readonly<Record<Exclude<keyof ChartPalette, 'fontFamily'>, string>> = {
  up: '--hy-success',
  down: '--hy-danger',
  text: '--hy-text',
  textSecondary: '--hy-text-secondary',
  textWeak: '--hy-text-weak',
  border: '--hy-border',
  surface: '--hy-surface',
  accent: '--hy-accent',
  onSignal: '--hy-on-signal',
};

/** Reads the theme's variables as they apply to `element`, so the canvas matches the page. */
export function readChartPalette(element: Element, theme: Theme): ChartPalette {
  const computed = getComputedStyle(element);
  const fallback = FALLBACK_PALETTES[theme];
  const palette = { ...fallback };
  for (const [key, variable] of Object.entries(PALETTE_VARIABLES) as Array<[keyof typeof PALETTE_VARIABLES, string]>) {
    palette[key] = computed.getPropertyValue(variable).trim() || fallback[key];
  }
  palette.fontFamily = computed.fontFamily || fallback.fontFamily;
  return palette;
}

/** #rrggbb at `alpha`; other colour forms are returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return color;
  const [red, green, blue] = match.slice(1).map((hex) => Number.parseInt(hex, 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

const AXIS_TEXT_SIZE = 11;

/** klinecharts styles for a palette: candles up green / down red, grid, axes and crosshair in the theme. */
export function chartStyles(palette: ChartPalette): DeepPartial<Styles> {
  const { up, down, textSecondary, textWeak, border, surface, onSignal, fontFamily } = palette;
  const axis = {
    axisLine: { color: border },
    tickLine: { color: border },
    tickText: { color: textWeak, size: AXIS_TEXT_SIZE, family: fontFamily },
  };
  const crosshairLabel = { color: surface, backgroundColor: textSecondary, borderColor: textSecondary, family: fontFamily, size: AXIS_TEXT_SIZE };
  const priceMarkText = { color: textWeak, textFamily: fontFamily };
  return {
    grid: {
      horizontal: { color: border, style: 'dashed', dashedValue: [2, 2] },
      vertical: { color: border, style: 'dashed', dashedValue: [2, 2] },
    },
    candle: {
      bar: {
        upColor: up,
        downColor: down,
        noChangeColor: textWeak,
        upBorderColor: up,
        downBorderColor: down,
        noChangeBorderColor: textWeak,
        upWickColor: up,
        downWickColor: down,
        noChangeWickColor: textWeak,
      },
      priceMark: {
        high: priceMarkText,
        low: priceMarkText,
        last: { upColor: up, downColor: down, noChangeColor: textWeak, text: { color: onSignal, family: fontFamily, size: AXIS_TEXT_SIZE } },
      },
      // The candle readout above the chart shows these values as translated text instead.
      tooltip: { showRule: 'none' },
    },
    indicator: {
      ohlc: { upColor: withAlpha(up, 0.7), downColor: withAlpha(down, 0.7), noChangeColor: textWeak },
      bars: [{ upColor: withAlpha(up, 0.7), downColor: withAlpha(down, 0.7), noChangeColor: textWeak }],
      circles: [{ upColor: withAlpha(up, 0.7), downColor: withAlpha(down, 0.7), noChangeColor: textWeak }],
      tooltip: {
        title: { color: textSecondary, family: fontFamily, size: AXIS_TEXT_SIZE },
        legend: { color: textSecondary, family: fontFamily, size: AXIS_TEXT_SIZE },
      },
    },
    xAxis: axis,
    yAxis: axis,
    separator: { color: border },
    crosshair: {
      horizontal: { line: { color: textWeak }, text: crosshairLabel },
      vertical: { line: { color: textWeak }, text: crosshairLabel },
    },
  };
}

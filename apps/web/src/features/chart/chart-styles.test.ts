import { describe, expect, it } from 'vitest';
import { chartStyles, readChartPalette, withAlpha } from './chart-styles';

describe('chart styles', () => {
  it('colour candles up with --hy-success and down with --hy-danger, in both themes', () => {
    document.documentElement.style.setProperty('--hy-success', '#00aa00');
    document.documentElement.style.setProperty('--hy-danger', '#aa0000');
    for (const theme of ['light', 'dark'] as const) {
      const styles = chartStyles(readChartPalette(document.body, theme));
      expect(styles.candle?.bar?.upColor).toBe('#00aa00');
      expect(styles.candle?.bar?.downColor).toBe('#aa0000');
      expect(styles.candle?.priceMark?.last?.upColor).toBe('#00aa00');
    }
    document.documentElement.style.removeProperty('--hy-success');
    document.documentElement.style.removeProperty('--hy-danger');
  });

  it('draw the grid, axes and crosshair in the theme colours', () => {
    const light = chartStyles(readChartPalette(document.body, 'light'));
    const dark = chartStyles(readChartPalette(document.body, 'dark'));
    expect(light.grid?.horizontal?.color).toBe('#e6e8ec');
    expect(dark.grid?.horizontal?.color).toBe('#2a2f3a');
    expect(dark.xAxis?.tickText?.color).toBe('#8b919d');
    expect(dark.crosshair?.vertical?.text?.color).toBe('#171a21');
  });

  it('hide the canvas candle tooltip: the translated readout shows it', () => {
    expect(chartStyles(readChartPalette(document.body, 'light')).candle?.tooltip?.showRule).toBe('none');
  });

  it('withAlpha turns #rrggbb into rgba and leaves other forms alone', () => {
    expect(withAlpha('#ff3141', 0.5)).toBe('rgba(255, 49, 65, 0.5)');
    expect(withAlpha('red', 0.5)).toBe('red');
  });
});

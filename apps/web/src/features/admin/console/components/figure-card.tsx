/** One figure of the console's card rows (the books' sums, the chain watcher, the deposit addresses' totals): its label above its value. */
export function FigureCard({ label, value, testId, tone }: { label: string; value: string | number; testId: string; tone?: 'up' | 'down' }) {
  return (
    <div className="books-card" data-testid={testId}>
      <span className="books-card__label">{label}</span>
      <strong className={tone ? `books-card__value amount--${tone}` : 'books-card__value'} data-testid={`${testId}-value`}>
        {value}
      </strong>
    </div>
  );
}

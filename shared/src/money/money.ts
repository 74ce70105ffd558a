/**
 * Formats an amount as the site shows prices: `$850`, `$1,200`, `$12.50`.
 * Dollar sign, comma thousands (es-DO usage), no currency code. Written by hand because the
 * first Intl currency formatter costs ~55 ms on a phone's main thread.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '$0';
  const negative = amount < 0;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction ? `${grouped}.${String(fraction).padStart(2, '0')}` : grouped;
  return `${negative ? '-' : ''}$${text}`;
}

/** 'Desde $N' price hint. */
export function fromPrice(amount: number): string {
  return `Desde ${formatMoney(amount)}`;
}

/** Shows one of SPEC.md's browser alerts. Kept in one place so tests can observe it. */
export function showAlert(message: string): void {
  window.alert(message);
}

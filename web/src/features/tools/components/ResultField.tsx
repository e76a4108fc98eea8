/** One labelled value of a result (the spec's result fields). */
export function ResultField({
  label,
  value,
  testId,
  pre,
}: {
  label: string;
  value: string;
  testId?: string;
  pre?: boolean;
}) {
  return (
    <div className="tool-text">
      <h3>{label}</h3>
      {pre ? (
        <pre className="code-block" data-testid={testId}>
          {value}
        </pre>
      ) : (
        <p data-testid={testId}>{value}</p>
      )}
    </div>
  );
}

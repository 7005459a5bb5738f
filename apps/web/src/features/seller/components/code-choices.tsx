/**
 * A group of checkboxes whose options are API names (a token's scopes, a webhook's events), each
 * shown as code with a line that says what it means.
 */
export function CodeChoices<T extends string>({
  legend,
  options,
  hints,
  selected,
  onChange,
  error,
  errorId,
}: {
  legend: string;
  options: readonly T[];
  hints: Record<T, string>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** What is wrong with the choice, shown under the group. */
  error?: string;
  errorId?: string;
}) {
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-indigo-600"
              checked={selected.includes(option)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...selected, option] : selected.filter((x) => x !== option),
                )
              }
            />
            <span>
              <code className="text-xs font-semibold">{option}</code>
              <span className="block text-xs text-slate-500">{hints[option]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

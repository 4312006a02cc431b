/** Shown while Cara is working: three pulsing dots and the words for screen readers. */
export function ThinkingIndicator() {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-2 pl-10 text-sm text-neutral-500">
      <span className="flex gap-1" aria-hidden>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-accent-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      Cara is thinking…
    </div>
  );
}

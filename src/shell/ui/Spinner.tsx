// The shell's spinner at a size for buttons and message pages; decorative (the text beside it says what is
// happening).
export function Spinner({ size = 18 }: { size?: number }) {
  return (
    <span
      aria-hidden
      className="shell-spinner"
      style={{
        width: size,
        height: size,
        borderWidth: Math.max(2, size / 10),
        borderColor: 'currentColor',
        borderRightColor: 'transparent',
      }}
    />
  );
}

/**
 * The app's mark: a tape measure curling around a collar, on navy. Screens draw it in the page
 * (an SVG shown by an <img> is a document of its own, laid out and painted on the main thread);
 * scripts/make-icons.ts writes the same drawing as the favicon and the installed app's icons.
 */
export function AppMark({ size, padded = false }: { size?: number; padded?: boolean }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width={size} height={size} aria-hidden="true" focusable="false">
      {/* A maskable icon is a full square: the launcher draws its own shape inside the safe zone. */}
      <rect width="512" height="512" rx={padded ? 0 : 96} fill="#1f3a5f" />
      <g transform={`translate(256 256) scale(${padded ? 0.72 : 0.9}) translate(-256 -256)`} fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d="M150 150l106 70 106-70" stroke="#ffffff" strokeWidth="28" />
        <path d="M150 150v230h212V150" stroke="#ffffff" strokeWidth="28" />
        <path d="M120 330c60 40 212 40 272 0" stroke="#f5b942" strokeWidth="30" />
        <path d="M170 348v-22M214 356v-26M256 358v-22M298 356v-26M342 348v-22" stroke="#1f3a5f" strokeWidth="8" />
      </g>
    </svg>
  );
}

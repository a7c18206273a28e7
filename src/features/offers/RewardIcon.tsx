/** SVG marks for each kind of reward (emoji need a font the phone may lack). */
export function RewardIcon({ kind }: { kind: string }) {
  return (
    <svg className="reward-icon" aria-hidden="true" viewBox="0 0 48 48" width="40" height="40">
      {kind === 'POINTS' && (
        <>
          <circle cx="24" cy="24" r="18" fill="#f6b547" stroke="#8a5a00" strokeWidth="3" />
          <path d="M24 13l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L24 29.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" fill="#8a5a00" />
        </>
      )}
      {kind === 'WALLET' && (
        <>
          <rect x="6" y="12" width="36" height="26" rx="4" fill="#1f7a4d" />
          <rect x="28" y="20" width="14" height="10" rx="3" fill="#f6b547" />
          <circle cx="33" cy="25" r="2" fill="#1f7a4d" />
          <path d="M10 12l20-6 3 6" fill="none" stroke="#1f7a4d" strokeWidth="3" strokeLinejoin="round" />
        </>
      )}
      {kind === 'COUPON' && (
        <>
          <path d="M6 14h36v7a3 3 0 0 0 0 6v7H6v-7a3 3 0 0 0 0-6z" fill="#b3261e" />
          <text x="24" y="29" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
            %
          </text>
        </>
      )}
      {kind === 'GIFT' && (
        <>
          <rect x="8" y="20" width="32" height="20" rx="2" fill="#f6b547" stroke="#8a5a00" strokeWidth="2.5" />
          <rect x="6" y="14" width="36" height="8" rx="2" fill="#f6b547" stroke="#8a5a00" strokeWidth="2.5" />
          <path d="M24 14v26" stroke="#8a5a00" strokeWidth="3" />
          <path d="M24 14c-3-7-11-7-10-2 1 3 10 2 10 2zm0 0c3-7 11-7 10-2-1 3-10 2-10 2z" fill="none" stroke="#8a5a00" strokeWidth="2.5" />
        </>
      )}
    </svg>
  );
}

type WingmanLogoProps = {
  size?: number;
  /** On a navy background the outer shield turns white, so the shape stays visible. */
  onDark?: boolean;
};

/**
 * A navy shield with gold chevrons: service, rank and someone at your side. Always shown beside
 * the word "Wingman", so it is hidden from assistive technology.
 */
export function WingmanLogo({ size = 32, onDark = false }: WingmanLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <path
        d="M16 1.8 28.5 6v9.2c0 7.6-5.3 13.2-12.5 15.2C8.8 28.4 3.5 22.8 3.5 15.2V6Z"
        fill={onDark ? '#ffffff' : '#1b3157'}
      />
      <path
        d="M16 4.4 26 7.8v7.4c0 6.2-4.2 10.8-10 12.6-5.8-1.8-10-6.4-10-12.6V7.8Z"
        fill="#243f6d"
      />
      <path
        d="m9.5 12.5 6.5 4 6.5-4M9.5 17.5l6.5 4 6.5-4"
        fill="none"
        stroke="#f5c44d"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

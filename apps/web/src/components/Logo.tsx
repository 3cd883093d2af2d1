import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** The game's name: a name, the same in every language. */
export const GAME_NAME = "Nova Imperia";

interface Props {
  /** "large" for the landing hero, "small" for the top bar. */
  readonly size?: "large" | "small";
  /** False shows the ringed star alone (where a heading already names the game). */
  readonly withName?: boolean;
  /** The mark's size in pixels, overriding the size's default (96 large, 30 small). */
  readonly markSize?: number;
}

/** The game's mark: a ringed star beside the name. */
export function Logo({ size = "small", withName = true, markSize }: Props) {
  const large = size === "large";
  const mark = markSize ?? (large ? 96 : 30);
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: large ? 2 : 1,
        flexDirection: large ? "column" : "row",
      }}
    >
      <svg width={mark} height={mark} viewBox="0 0 64 64" aria-hidden>
        <defs>
          <radialGradient id={`logo-core-${size}`} cx="50%" cy="50%" r="50%">
            <stop offset="0%" stopColor="#fff8e1" />
            <stop offset="45%" stopColor="#ffca28" />
            <stop offset="100%" stopColor="#ff6f00" stopOpacity="0" />
          </radialGradient>
        </defs>
        <ellipse
          cx="32"
          cy="32"
          rx="29"
          ry="10"
          fill="none"
          stroke="#4fc3f7"
          strokeWidth="2.5"
          transform="rotate(-25 32 32)"
        />
        <circle cx="32" cy="32" r="15" fill={`url(#logo-core-${size})`} />
        <circle cx="55" cy="21" r="3" fill="#4fc3f7" />
      </svg>
      {withName && (
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            letterSpacing: large ? "0.22em" : "0.12em",
            textTransform: "uppercase",
            fontSize: large ? { xs: "2.2rem", sm: "3.4rem" } : "1.05rem",
            background: "linear-gradient(90deg, #e3f2fd, #4fc3f7 55%, #ffb74d)",
            backgroundClip: "text",
            WebkitBackgroundClip: "text",
            color: "transparent",
            whiteSpace: "nowrap",
            textShadow: large ? "0 0 40px rgba(79,195,247,0.25)" : undefined,
          }}
        >
          {GAME_NAME}
        </Typography>
      )}
    </Box>
  );
}

// Mantine styles of the components only this screen uses, loaded with its own chunk so the chat
// screen does not download them (DESIGN §1 bundle budget; see app/signed-in-styles.ts).
import '@mantine/core/styles/Badge.css';

// Mantine styles only the signed-in app uses, loaded with its chunk (DESIGN §1 bundle budget).
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';

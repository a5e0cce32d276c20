// Component tests render with the site's own stylesheet (Tailwind), as the pages do.
import '~/app/app.css';

package devservices

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// The OpenSearch of the single node: at OPENSEARCH_URL, state in the
// Layout's Dir.

func (s *Services) osURL(path string) string { return s.cfg.OpenSearchURL + path }

// osCode is the HTTP status of path (0 when nothing answers).
func (s *Services) osCode(path string) int { return get(s.osURL(path), 5*time.Second).Code }

func (s *Services) osAnswers() bool { return s.osCode("/") != 0 }

// osHealth is the cluster status (green, yellow, red) or "".
func (s *Services) osHealth() string {
	var h struct {
		Status string `json:"status"`
	}
	get(s.osURL("/_cluster/health?wait_for_status=yellow&timeout=10s"), 15*time.Second).decode(&h)
	return h.Status
}

// osVersion is the version OpenSearch reports, or "".
func (s *Services) osVersion() string { return versionAt(s.cfg.OpenSearchURL) }

// versionAt is the version the OpenSearch at url reports, or "".
func versionAt(url string) string {
	var root struct {
		Version struct {
			Number string `json:"number"`
		} `json:"version"`
	}
	get(url+"/", 5*time.Second).decode(&root)
	return root.Version.Number
}

// otherVersion says, when the OpenSearch at url runs another version than
// the configured one, that it is left as it is: `up` never restarts a
// running engine into another version (its data would be upgraded in
// place, and whoever uses it would lose it for the restart).
func (s *Services) otherVersion(url string) bool {
	v := versionAt(url)
	if v == "" || v == s.cfg.Version {
		return false
	}
	s.logf("OpenSearch %s answers at %s, not %s (OPENSEARCH_VERSION or the default); leaving it as it is (to switch: '%s down opensearch', then '%s up')", v, url, s.cfg.Version, Prog, Prog)
	return true
}

// diskSettings are the disk watermarks as absolute free space, so that a
// full disk makes the indices read-only (flood stage) before writes fail
// midway; the figures leave tests room on a small machine.
func (s *Services) diskSettings() []string {
	w := s.cfg.Watermarks
	return []string{
		"cluster.routing.allocation.disk.threshold_enabled=true",
		"cluster.routing.allocation.disk.watermark.enable_for_single_data_node=true",
		"cluster.routing.allocation.disk.watermark.low=" + w[0],
		"cluster.routing.allocation.disk.watermark.high=" + w[1],
		"cluster.routing.allocation.disk.watermark.flood_stage=" + w[2],
	}
}

func (s *Services) openSearchUp() error {
	if s.cfg.Nodes > 1 {
		return s.clusterUp()
	}
	if s.otherVersion(s.cfg.OpenSearchURL) {
		return s.osWaitReady(false)
	}
	if restart, err := s.pluginRestartNeeded(); err != nil {
		return err
	} else if restart {
		if _, _, err := s.pluginBuild(); err != nil { // before the stop: down only for the restart
			return err
		}
		s.logf("the %s plugin's sources changed since OpenSearch at %s started; restarting it with a new build", pluginName, s.cfg.OpenSearchURL)
		s.openSearchDown()
	}
	if s.osAnswers() {
		if v := s.osVersion(); v != "" {
			s.logf("OpenSearch %s already answers at %s; not starting another", v, s.cfg.OpenSearchURL)
			if _, err := os.Stat(s.lay.DockerMark()); err != nil && pidAlive(s.lay.PIDFile(), openSearchPattern) == 0 {
				s.pluginMissingWarning()
			}
		} else {
			s.logf("something answers at %s (HTTP %03d) but does not identify as OpenSearch; not starting another, waiting for it to report yellow/green", s.cfg.OpenSearchURL, s.osCode("/"))
		}
		return s.osWaitReady(false)
	}
	if err := s.ensureStateDir(); err != nil {
		return err
	}
	return withLock(s.lay.LockFile(), s.openSearchUpLocked)
}

func (s *Services) openSearchUpLocked() error {
	if s.osAnswers() { // someone else started it while we waited for the lock
		s.logf("OpenSearch now answers at %s; not starting another", s.cfg.OpenSearchURL)
		return s.osWaitReady(false)
	}
	if pid := pidAlive(s.lay.PIDFile(), openSearchPattern); pid != 0 {
		s.logf("OpenSearch started earlier (pid %d) is still starting; waiting", pid)
		return s.osWaitReady(true)
	}
	t0 := time.Now()
	if err := s.osStartLocal(); err != nil {
		return err
	}
	if err := s.osWaitReady(true); err != nil {
		return err
	}
	s.logf("OpenSearch started in %ds", int(time.Since(t0).Seconds()))
	return nil
}

// checkStartable refuses what this program cannot start.
func (s *Services) checkStartable() error {
	e := s.cfg.OpenSearch
	if !IsLocalHost(e.Host) {
		return fail("nothing answers at %s and %s is not this machine; start OpenSearch there or point OPENSEARCH_URL at 127.0.0.1", s.cfg.OpenSearchURL, e.Host)
	}
	if e.Scheme != "http" {
		return fail("nothing answers at %s; this script starts only plain-http OpenSearch (use http://127.0.0.1:PORT)", s.cfg.OpenSearchURL)
	}
	if e.Port < 1024 {
		return fail("refusing to start OpenSearch on privileged port %d", e.Port)
	}
	return nil
}

func (s *Services) osStartLocal() error {
	if err := s.checkStartable(); err != nil {
		return err
	}
	if err := s.ensureStateDir(); err != nil {
		return err
	}
	dir := s.lay.Dir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if s.cfg.Docker {
		if !runQuiet(shortTimeout, "docker", "info") {
			return fail("READAPI_USE_DOCKER=1 but no Docker engine answers (docker info failed)")
		}
		return s.osStartDocker()
	}
	javaHome, err := s.findJavaHome()
	if err != nil {
		return err
	}
	if err := s.ensureOSUser(); err != nil {
		return err
	}
	if err := s.install(); err != nil {
		return err
	}
	for _, d := range []string{"data", "logs", "snapshots"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			return err
		}
	}
	os.Remove(s.lay.PIDFile())
	os.Remove(s.lay.DockerMark())
	if err := s.chownForOS(dir, true); err != nil {
		return err
	}
	if err := s.checkUsable(); err != nil {
		return err
	}
	e := s.cfg.OpenSearch
	s.logf("starting OpenSearch %s on 127.0.0.1:%d (transport %d, state in %s)", s.cfg.Version, e.Port, s.cfg.TransportPort, dir)
	name := s.lay.ClusterName()
	args := []string{"./bin/opensearch", "-d", "-p", s.lay.PIDFile(),
		"-Ecluster.name=" + name, "-Enode.name=" + name, "-Ediscovery.type=single-node",
		"-Enetwork.host=127.0.0.1", "-Ehttp.port=" + strconv.Itoa(e.Port),
		"-Etransport.port=" + strconv.Itoa(s.cfg.TransportPort),
		"-Epath.data=" + filepath.Join(dir, "data"), "-Epath.logs=" + filepath.Join(dir, "logs"),
		"-Epath.repo=" + s.lay.SnapshotsDir()}
	if err := s.launch(javaHome, filepath.Join(s.lay.Home(), "config"), s.lay.Home(), filepath.Join(dir, "startup.log"), args); err != nil {
		s.osLogTail()
		return fail("OpenSearch failed to start")
	}
	return nil
}

// launch runs OpenSearch's launcher (which daemonises the node and returns
// once it started) as the OpenSearch user, in a session of its own.
func (s *Services) launch(javaHome, confDir, workDir, logFile string, args []string) error {
	for _, d := range append(s.diskSettings(), engineSettings(s.cfg.Version)...) {
		args = append(args, "-E"+d)
	}
	env := []string{"JAVA_HOME=" + javaHome, "OPENSEARCH_JAVA_HOME=" + javaHome,
		"OPENSEARCH_JAVA_OPTS=" + s.cfg.JavaOpts, "OPENSEARCH_PATH_CONF=" + confDir}
	cmd := s.asUser(append(append([]string{"env"}, env...), args...)...)
	os.Remove(logFile)
	return runLogged(s.cfg.Wait+time.Minute, logFile, workDir, nil, cmd[0], cmd[1:]...)
}

func (s *Services) osStartDocker() error {
	e, openSearchImage := s.cfg.OpenSearch, "opensearchproject/opensearch:"+s.cfg.Version
	s.logf("starting OpenSearch %s in Docker (%s) on 127.0.0.1:%d", s.cfg.Version, openSearchImage, e.Port)
	runQuiet(time.Minute, "docker", "rm", "-f", s.lay.Container())
	args := []string{"run", "-d", "--name", s.lay.Container(), "-p", fmt.Sprintf("127.0.0.1:%d:9200", e.Port),
		"-e", "discovery.type=single-node", "-e", "DISABLE_SECURITY_PLUGIN=true",
		"-e", "DISABLE_INSTALL_DEMO_CONFIG=true", "-e", "OPENSEARCH_JAVA_OPTS=" + s.cfg.JavaOpts}
	for _, d := range append(s.diskSettings(), engineSettings(s.cfg.Version)...) {
		args = append(args, "-e"+d)
	}
	args = append(args, "-e", "path.repo=/usr/share/opensearch/snapshots")
	hash := ""
	if s.pluginDir() == "" {
		args = append(args, openSearchImage)
	} else { // the plugin is installed into the container before it starts
		zipFile, h, err := s.pluginBuild()
		if err != nil {
			return err
		}
		hash = h
		args = append(args, "-v", zipFile+":/tmp/"+pluginName+".zip:ro", "--entrypoint", "bash", openSearchImage,
			"-c", "bin/opensearch-plugin install --batch file:///tmp/"+pluginName+".zip && exec ./opensearch-docker-entrypoint.sh opensearch")
	}
	logFile := filepath.Join(s.lay.Dir(), "docker.log")
	os.Remove(logFile)
	if err := runLogged(dockerTimeout, logFile, "", nil, "docker", args...); err != nil {
		tail(s.err, logFile, 30)
		return fail("docker run failed: %v", err)
	}
	if err := os.WriteFile(s.lay.DockerMark(), []byte(s.lay.Container()+"\n"), 0o644); err != nil || hash == "" {
		return err
	}
	return os.WriteFile(s.pluginStamp(), []byte(hash+"\n"), 0o644)
}

func (s *Services) osLogTail() {
	// the main log is named after the cluster (-Ecluster.name)
	tail(s.err, filepath.Join(s.lay.Dir(), "startup.log"), 60)
	tail(s.err, filepath.Join(s.lay.Dir(), "logs", s.lay.ClusterName()+".log"), 60)
}

// osWaitReady waits until the node reports yellow or green; started says
// it was started here, so that its exit fails the wait at once.
func (s *Services) osWaitReady(started bool) error {
	deadline := time.Now().Add(s.cfg.Wait)
	status, last := "", &shared{}
	stop := s.progress(15*time.Second, func(d time.Duration) string {
		return fmt.Sprintf("waiting for OpenSearch at %s (%s so far, last status '%s')", s.cfg.OpenSearchURL, d, orNoAnswer(last.get()))
	})
	defer stop()
	_, docker := os.Stat(s.lay.DockerMark())
	local := started && docker != nil
	for time.Now().Before(deadline) {
		status = s.osHealth()
		last.set(status)
		if status == "green" || status == "yellow" {
			s.logf("OpenSearch at %s is ready (cluster status %s, version %s)", s.cfg.OpenSearchURL, status, s.osVersion())
			return nil
		}
		if local && !s.osProcessRuns() {
			s.osLogTail()
			return fail("OpenSearch exited during startup")
		}
		time.Sleep(time.Second)
	}
	if started {
		s.osLogTail()
	}
	return fail("OpenSearch at %s not ready (yellow/green) after %ds (last status: '%s')", s.cfg.OpenSearchURL, int(s.cfg.Wait.Seconds()), orNoAnswer(status))
}

// osProcessRuns says whether the single node's process runs: by its pid
// file, or before it wrote one by its home in the command line.
func (s *Services) osProcessRuns() bool {
	if readPID(s.lay.PIDFile()) != 0 {
		return pidAlive(s.lay.PIDFile(), openSearchPattern) != 0
	}
	return processWithArg("-Dopensearch.path.home=" + s.lay.Home())
}

func orNoAnswer(s string) string {
	if s == "" {
		return "no answer"
	}
	return s
}

func (s *Services) openSearchDown() {
	if s.cfg.Nodes > 1 {
		s.clusterDown()
		return
	}
	if data, err := os.ReadFile(s.lay.DockerMark()); err == nil {
		name := strings.TrimSpace(string(data))
		s.logf("removing Docker container %s", name)
		runQuiet(time.Minute, "docker", "rm", "-f", name)
		os.Remove(s.lay.DockerMark())
		return
	}
	if !s.stopPID("OpenSearch on port "+strconv.Itoa(s.cfg.OpenSearch.Port), s.lay.PIDFile(), openSearchPattern) {
		s.logf("no OpenSearch started by this script on port %d; nothing to stop", s.cfg.OpenSearch.Port)
	}
}

func (s *Services) openSearchStatus() bool {
	if s.cfg.Nodes > 1 {
		return s.clusterStatus()
	}
	if !s.osAnswers() {
		s.logf("OpenSearch does not answer at %s", s.cfg.OpenSearchURL)
		return false
	}
	who := "not started by this script"
	if data, err := os.ReadFile(s.lay.DockerMark()); err == nil {
		who = "Docker container " + strings.TrimSpace(string(data)) + " started by this script"
	} else if pid := pidAlive(s.lay.PIDFile(), openSearchPattern); pid != 0 {
		who = fmt.Sprintf("started by this script, pid %d", pid)
	}
	s.logf("OpenSearch answers at %s (version %s, cluster status %s) [%s]", s.cfg.OpenSearchURL, s.osVersion(), s.osHealth(), who)
	return true
}

// registerSnapshotRepository registers SNAPSHOT_REPOSITORY on a local
// OpenSearch when it is missing, as an fs repository in the node's
// path.repo (a relative location resolves there; every node of a local
// cluster shares that directory). A node started before path.repo was set
// cannot hold it: a warning says how to restart it.
func (s *Services) registerSnapshotRepository() {
	if !IsLocalHost(s.cfg.OpenSearch.Host) {
		return
	}
	repo := s.cfg.SnapshotRepo
	if s.osCode("/_snapshot/"+repo) == http.StatusOK {
		s.logf("snapshot repository %s is registered", repo)
		return
	}
	a := call(http.MethodPut, s.osURL("/_snapshot/"+repo), 60*time.Second, `{"type":"fs","settings":{"location":"readapi","compress":true}}`)
	if bytes.Contains(a.Body, []byte(`"acknowledged":true`)) {
		s.logf("registered the fs snapshot repository %s (directory readapi under the node's path.repo)", repo)
		return
	}
	out := string(a.Body)
	if a.Code == 0 {
		out = "no answer"
	}
	s.logf("warning: could not register the snapshot repository %s, so reindex snapshot will fail (%s); a node started by an older services.sh lacks path.repo: run '%s down opensearch' and '%s up' with the same OPENSEARCH_URL", repo, out, Prog, Prog)
}

// ensureOSUser creates the user OpenSearch runs as when running as root.
func (s *Services) ensureOSUser() error {
	if !s.cfg.Root || runQuiet(shortTimeout, "id", "-u", s.cfg.OSUser) {
		return nil
	}
	s.logf("creating system user %s (OpenSearch refuses to run as root)", s.cfg.OSUser)
	ctx, cancel := contextFor(shortTimeout)
	defer cancel()
	cmd := command(ctx, "useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", s.cfg.OSUser)
	cmd.Stdout, cmd.Stderr = s.err, s.err
	if err := run(ctx, cmd, shortTimeout); err != nil {
		return fail("could not create user %s: %v", s.cfg.OSUser, err)
	}
	return nil
}

// chownForOS gives path (and all below it when recursive) to the
// OpenSearch user when running as root.
func (s *Services) chownForOS(path string, recursive bool) error {
	if !s.cfg.Root {
		return nil
	}
	args := []string{s.cfg.OSUser, path}
	if recursive {
		args = append([]string{"-R"}, args...)
	}
	if !runQuiet(10*time.Minute, "chown", args...) {
		return fail("could not give %s to user %s", path, s.cfg.OSUser)
	}
	return nil
}

// checkUsable checks, as root, that the OpenSearch user can use the state
// directory and the install.
func (s *Services) checkUsable() error {
	if !s.cfg.Root {
		return nil
	}
	dir := s.lay.Dir()
	if !runQuiet(shortTimeout, "runuser", "-u", s.cfg.OSUser, "--", "test", "-w", dir, "-a", "-x", filepath.Join(s.lay.Home(), "bin", "opensearch")) {
		return fail("%s is not usable by user %s (a parent directory is probably not world-readable, e.g. /root); set READAPI_SERVICES_DIR to a path like /var/tmp/readapi-services", dir, s.cfg.OSUser)
	}
	return nil
}

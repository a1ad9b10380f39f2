#!/usr/bin/env bash
# scripts/services.sh up|down|status [opensearch|redis]
#
# Starts a local single-node OpenSearch and a Redis when they are not already
# answering at OPENSEARCH_URL / REDIS_URL, waits until both are ready, and is
# safe to run twice. `down` stops only what this script started (pid files in
# the state directory). `status` prints what answers.
#
# OpenSearch comes from Maven Central through the machine's Maven (the
# integ-test-zip distribution plus the analysis-common module), extracted once
# into a state directory outside the repository and reused afterwards. Redis is
# Debian's redis-server (installed with apt-get when missing). Every local
# node gets the project's analysis plugin (mappings/analysis-az, the az_stem
# token filter the analyzers use): built with Maven when its sources changed
# and installed before the node starts; a node this script started with an
# older build is restarted (see "analysis plugin" below).
#
# Environment (all optional):
#   OPENSEARCH_URL        default http://127.0.0.1:9200 (comma list: the first is used)
#   REDIS_URL             default redis://127.0.0.1:6379/0, or with REDIS_CLUSTER=1
#                         redis+cluster://127.0.0.1:7000?addr=127.0.0.1:7001&addr=127.0.0.1:7002
#   REDIS_CLUSTER=1       start a local three-master Redis Cluster instead of one
#                         Redis, on REDIS_URL's port and the next two (implied
#                         by a redis+cluster:// REDIS_URL)
#   OPENSEARCH_NODES      nodes of the local cluster (default 1): N > 1 starts
#                         N nodes answering HTTP on N consecutive ports from the
#                         first address's port (transport ports from that +100)
#   OPENSEARCH_HEAP       heap per node (default 1g for one node, 512m for more)
#   OPENSEARCH_JAVA_OPTS  default "-Xms$OPENSEARCH_HEAP -Xmx$OPENSEARCH_HEAP"
#   JAVA_HOME             default: derived from `java` on PATH
#   READAPI_SERVICES_DIR  state dir; default /var/tmp/readapi-services (root)
#                         or ${XDG_CACHE_HOME:-$HOME/.cache}/readapi-services
#   READAPI_OS_USER       user OpenSearch runs as when this script runs as root
#                         (default readapi-os, created when missing)
#   READAPI_WAIT_SECONDS  how long to wait for readiness (default 120, and
#                         60 more per extra node)
#   READAPI_HEAL_SECONDS  how long `up` waits for green after bringing nodes
#                         back to a cluster that kept running (default 120)
#   READAPI_USE_DOCKER=1  start OpenSearch as a Docker container instead
#                         (only where a Docker engine answers)
#   SNAPSHOT_REPOSITORY   the snapshot repository `up` registers on a local
#                         OpenSearch (default readapi-backups): type fs, in
#                         the directory path.repo names ($OS_DIR/snapshots for
#                         the nodes started here, shared by every node)
#   READAPI_DISK_WATERMARKS  free disk space at which a node stops placing
#                         shards, moves them away, and makes indices read-only
#                         (default "1500mb 1gb 500mb": low, high, flood stage)
set -euo pipefail

OPENSEARCH_VERSION=2.19.4
OPENSEARCH_IMAGE="opensearchproject/opensearch:${OPENSEARCH_VERSION}"

PROG=${0##*/}
OS_NODES=${OPENSEARCH_NODES:-1}
[[ $OS_NODES =~ ^[1-9][0-9]?$ ]] || { printf '%s: error: OPENSEARCH_NODES must be 1 to 99 (got %s)\n' "$PROG" "$OS_NODES" >&2; exit 1; }
WAIT_SECONDS=${READAPI_WAIT_SECONDS:-$((120 + 60 * (OS_NODES - 1)))}
HEAL_SECONDS=${READAPI_HEAL_SECONDS:-120}
if ((OS_NODES > 1)); then OS_HEAP=${OPENSEARCH_HEAP:-512m}; else OS_HEAP=${OPENSEARCH_HEAP:-1g}; fi
OS_JAVA_OPTS=${OPENSEARCH_JAVA_OPTS:--Xms$OS_HEAP -Xmx$OS_HEAP}
OS_USER=${READAPI_OS_USER:-readapi-os}
SNAPSHOT_REPO=${SNAPSHOT_REPOSITORY:-readapi-backups}
read -r DISK_LOW DISK_HIGH DISK_FLOOD <<<"${READAPI_DISK_WATERMARKS:-1500mb 1gb 500mb}"
[[ -n $DISK_FLOOD ]] || { printf '%s: error: READAPI_DISK_WATERMARKS needs three sizes (low high flood), got "%s"\n' "$PROG" "$READAPI_DISK_WATERMARKS" >&2; exit 1; }
# The disk watermarks as absolute free space, so that a full disk makes the
# indices read-only (flood stage) before writes fail midway; the figures
# leave tests room on a small machine.
DISK_SETTINGS=(cluster.routing.allocation.disk.threshold_enabled=true
  cluster.routing.allocation.disk.watermark.enable_for_single_data_node=true
  cluster.routing.allocation.disk.watermark.low="$DISK_LOW"
  cluster.routing.allocation.disk.watermark.high="$DISK_HIGH"
  cluster.routing.allocation.disk.watermark.flood_stage="$DISK_FLOOD")

log() { printf '%s: %s\n' "$PROG" "$*"; }
die() { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }

is_root() { [[ $(id -u) -eq 0 ]]; }

if is_root; then
  STATE_DIR=${READAPI_SERVICES_DIR:-/var/tmp/readapi-services}
else
  STATE_DIR=${READAPI_SERVICES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/readapi-services}
fi

# ---------------------------------------------------------------- URL parsing

# parse_url URL DEFAULT_PORT_BY_SCHEME... -> sets U_SCHEME U_HOST U_PORT U_USERINFO
parse_url() {
  local url=$1 rest hostport
  U_SCHEME=${url%%://*}
  [[ $U_SCHEME != "$url" ]] || die "cannot parse URL '$url' (expected scheme://host:port)"
  rest=${url#*://}
  hostport=${rest%%/*}
  U_USERINFO=
  if [[ $hostport == *@* ]]; then
    U_USERINFO=${hostport%@*}
    hostport=${hostport##*@}
  fi
  if [[ $hostport == \[* ]]; then # [ipv6]:port
    U_HOST=${hostport%%]*}
    U_HOST=${U_HOST#[}
    hostport=${hostport#*]}
    U_PORT=${hostport#:}
  elif [[ $hostport == *:* ]]; then
    U_HOST=${hostport%:*}
    U_PORT=${hostport##*:}
  else
    U_HOST=$hostport
    U_PORT=
  fi
  [[ -n $U_HOST ]] || die "no host in URL '$url'"
  [[ -z $U_PORT || $U_PORT =~ ^[0-9]+$ ]] || die "bad port in URL '$url'"
}

is_local_host() {
  case $1 in
    127.* | localhost | ::1 | 0.0.0.0) return 0 ;;
  esac
  return 1
}

OS_URL_RAW=${OPENSEARCH_URL:-http://127.0.0.1:9200}
OS_URL=${OS_URL_RAW%%,*}
OS_URL=${OS_URL// /}
OS_URL=${OS_URL%/}
parse_url "$OS_URL"
OS_SCHEME=$U_SCHEME OS_HOST=$U_HOST OS_PORT=$U_PORT
case $OS_SCHEME in
  http) OS_PORT=${OS_PORT:-80} ;;
  https) OS_PORT=${OS_PORT:-443} ;;
  *) die "OPENSEARCH_URL must be http:// or https:// (got '$OS_URL')" ;;
esac
OS_TRANSPORT_PORT=${READAPI_OS_TRANSPORT_PORT:-$((OS_PORT + 100))}
OS_DIR=$STATE_DIR/opensearch-$OS_PORT
OS_HOME=$OS_DIR/opensearch-$OPENSEARCH_VERSION
OS_PIDFILE=$OS_DIR/opensearch.pid
OS_DOCKER_MARK=$OS_DIR/docker-container
OS_CONTAINER=readapi-opensearch-$OS_PORT

RC_NODES=3 # masters of a local Redis Cluster
RC_DEFAULT_URL="redis+cluster://127.0.0.1:7000?addr=127.0.0.1:7001&addr=127.0.0.1:7002"
if [[ ${REDIS_CLUSTER:-} == 1 ]]; then
  REDIS_URL_RAW=${REDIS_URL:-$RC_DEFAULT_URL}
  [[ ${REDIS_URL_RAW%%://*} == *+cluster ]] ||
    die "REDIS_CLUSTER=1 needs REDIS_URL unset or a redis+cluster:// URL (got '$REDIS_URL_RAW')"
else
  REDIS_URL_RAW=${REDIS_URL:-redis://127.0.0.1:6379/0}
fi
parse_url "${REDIS_URL_RAW%%\?*}"
RD_SCHEME=$U_SCHEME RD_HOST=$U_HOST RD_PORT=${U_PORT:-6379}
RD_CLUSTER=
if [[ $RD_SCHEME == *+cluster ]]; then
  RD_CLUSTER=1
  RD_SCHEME=${RD_SCHEME%+cluster}
fi
RD_PASSWORD=
if [[ -n $U_USERINFO ]]; then
  # redis://[user]:password@host — only the password matters for a local server
  if [[ $U_USERINFO == *:* ]]; then RD_PASSWORD=${U_USERINFO#*:}; else RD_PASSWORD=$U_USERINFO; fi
fi
[[ $RD_SCHEME == redis || $RD_SCHEME == rediss || $RD_SCHEME == redis+sentinel || $RD_SCHEME == rediss+sentinel ]] ||
  die "REDIS_URL must be redis://, redis+cluster:// or redis+sentinel:// (got '$REDIS_URL_RAW')"
RD_DIR=$STATE_DIR/redis-$RD_PORT
RD_PIDFILE=$RD_DIR/redis.pid
RC_DIR=$STATE_DIR/redis-cluster-$RD_PORT

# ------------------------------------------------------------------- helpers

# os_http_code PATH -> prints the HTTP status (000 when nothing answers)
os_http_code() {
  curl -s -k -o /dev/null -w '%{http_code}' --connect-timeout 2 --max-time 5 "$OS_URL$1" 2>/dev/null || true
}
os_answers() { [[ $(os_http_code /) != 000 ]]; }

os_health() { # prints the cluster status (green/yellow/red) or nothing
  curl -s -k --connect-timeout 2 --max-time 15 \
    "$OS_URL/_cluster/health?wait_for_status=yellow&timeout=10s" 2>/dev/null |
    sed -n 's/.*"status"[[:space:]]*:[[:space:]]*"\([a-z]*\)".*/\1/p' || true
}

os_version() {
  curl -s -k --connect-timeout 2 --max-time 5 "$OS_URL/" 2>/dev/null |
    sed -n 's/.*"number"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' | head -n1 || true
}

# redis_reply [PORT] -> first reply line to PING ("+PONG", "-NOAUTH ...") or nothing
redis_reply() {
  local host=$RD_HOST port=${1:-$RD_PORT}
  [[ $host == localhost ]] && host=127.0.0.1
  # shellcheck disable=SC2016 # the inner script expands its own arguments
  timeout 3 bash -c '
    exec 3<>"/dev/tcp/$1/$2" || exit 1
    if [[ -n $3 ]]; then
      printf "*2\r\n\$4\r\nAUTH\r\n\$%d\r\n%s\r\n" "${#3}" "$3" >&3
      IFS= read -r -t 2 line <&3 || exit 1
    fi
    printf "PING\r\n" >&3
    IFS= read -r -t 2 line <&3 || exit 1
    printf "%s\n" "${line%$'"'"'\r'"'"'}"
  ' _ "$host" "$port" "$RD_PASSWORD" 2>/dev/null || true
}
redis_answers() { [[ -n $(redis_reply) ]]; }
redis_ready() { [[ $(redis_reply) == +PONG ]]; }

# pid_alive PIDFILE PATTERN -> true when the pid in PIDFILE runs a command
# line containing PATTERN (guards against reused pids)
pid_alive() {
  local pidfile=$1 pattern=$2 pid
  [[ -s $pidfile ]] || return 1
  pid=$(tr -dc '0-9' <"$pidfile")
  [[ -n $pid ]] || return 1
  [[ -r /proc/$pid/cmdline ]] || { kill -0 "$pid" 2>/dev/null || return 1; return 0; }
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$pattern"
}

stop_pid() { # stop_pid NAME PIDFILE PATTERN
  local name=$1 pidfile=$2 pattern=$3 pid i
  if ! pid_alive "$pidfile" "$pattern"; then
    rm -f "$pidfile"
    return 1
  fi
  pid=$(tr -dc '0-9' <"$pidfile")
  log "stopping $name (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 600; i++)); do # up to 60 s
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    log "$name (pid $pid) did not exit within 60 s; sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    for ((i = 0; i < 100; i++)); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
  fi
  rm -f "$pidfile"
  log "$name stopped"
}

# with_lock FILE CMD... : serialise concurrent `up`s for the same port
with_lock() {
  local lockfile=$1
  shift
  mkdir -p "$(dirname "$lockfile")"
  (
    exec 9>"$lockfile"
    flock -w 600 9 || die "could not lock $lockfile within 600 s"
    "$@"
  )
}

ensure_state_dir() {
  mkdir -p "$STATE_DIR"
  if is_root; then chmod 755 "$STATE_DIR"; fi
}

# ----------------------------------------------------------- analysis plugin
# The analyzers of mappings/analysis.json use the az_stem token filter of the
# plugin in mappings/analysis-az. `up` builds its zip (ANALYSIS_PLUGIN_ZIP, a
# stable path) with `mvn package` when the hash of its sources differs from
# the one recorded beside the zip, installs it into the OpenSearch install
# every local node runs from (recording the hash there), and restarts nodes
# this script started from an install whose recorded hash differs.

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ANALYSIS_PLUGIN_NAME=analysis-az
ANALYSIS_PLUGIN_SRC=$REPO_ROOT/mappings/analysis-az
ANALYSIS_PLUGIN_ZIP=$ANALYSIS_PLUGIN_SRC/target/releases/analysis-az.zip

# analysis_plugin_hash -> a hash of the plugin's pom.xml and sources
analysis_plugin_hash() {
  (cd "$ANALYSIS_PLUGIN_SRC" && find pom.xml src -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
}

# analysis_plugin_stamp -> the file recording the hash of the plugin the
# local install (or this port's Docker container) holds
analysis_plugin_stamp() {
  if [[ -f $OS_DOCKER_MARK ]]; then
    printf '%s\n' "$OS_DIR/docker-$ANALYSIS_PLUGIN_NAME.hash"
  else
    printf '%s\n' "$OS_HOME/.$ANALYSIS_PLUGIN_NAME-hash"
  fi
}

# analysis_plugin_stale -> true when the local install (or container) lacks
# the plugin built from the current sources
analysis_plugin_stale() {
  [[ $(cat "$(analysis_plugin_stamp)" 2>/dev/null) != "$(analysis_plugin_hash)" ]]
}

# analysis_plugin_restart_needed -> true when OpenSearch answers from nodes
# this script started with an older build of the plugin (they are stopped
# and started again by `up`)
analysis_plugin_restart_needed() {
  analysis_plugin_stale || return 1
  if ((OS_NODES > 1)); then
    local i
    for ((i = 0; i < OS_NODES; i++)); do
      pid_alive "$(node_dir "$i")/opensearch.pid" org.opensearch.bootstrap.OpenSearch && return 0
    done
    return 1
  fi
  [[ -f $OS_DOCKER_MARK ]] || pid_alive "$OS_PIDFILE" org.opensearch.bootstrap.OpenSearch
}

# analysis_plugin_build : build ANALYSIS_PLUGIN_ZIP unless it is built from
# the current sources (one build at a time per checkout)
analysis_plugin_build() {
  local hash stamp=${ANALYSIS_PLUGIN_ZIP%.zip}.hash lock=$ANALYSIS_PLUGIN_SRC/target/.build.lock
  hash=$(analysis_plugin_hash)
  mkdir -p "$ANALYSIS_PLUGIN_SRC/target"
  (
    exec 8>"$lock"
    flock -w 900 8 || die "could not lock $lock within 900 s"
    [[ -f $ANALYSIS_PLUGIN_ZIP && $(cat "$stamp" 2>/dev/null) == "$hash" ]] && exit 0
    command -v mvn >/dev/null || die "Maven (mvn) is required to build the $ANALYSIS_PLUGIN_NAME plugin (Debian: apt-get install maven)"
    log "building the $ANALYSIS_PLUGIN_NAME plugin (mvn package, sources $hash)"
    local mvnlog=$ANALYSIS_PLUGIN_SRC/target/build.log
    rm -f "$stamp"
    if ! timeout 900 mvn -q -B -Dstyle.color=never -DskipTests -f "$ANALYSIS_PLUGIN_SRC/pom.xml" package >"$mvnlog" 2>&1 8>&-; then
      tail -n 40 "$mvnlog" >&2 || true
      die "Maven could not build the $ANALYSIS_PLUGIN_NAME plugin (see output above, log in $mvnlog)"
    fi
    [[ -f $ANALYSIS_PLUGIN_ZIP ]] || die "the build left no $ANALYSIS_PLUGIN_ZIP"
    printf '%s\n' "$hash" >"$stamp"
  )
}

# analysis_plugin_install JAVA_HOME : build the plugin and install it into
# OS_HOME when that install lacks the current build (nodes must be stopped)
analysis_plugin_install() {
  local java_home=$1 hash
  analysis_plugin_build
  analysis_plugin_stale || return 0
  hash=$(cat "${ANALYSIS_PLUGIN_ZIP%.zip}.hash")
  log "installing the $ANALYSIS_PLUGIN_NAME plugin ($hash) into $OS_HOME"
  local -a cli=(env "JAVA_HOME=$java_home" "OPENSEARCH_JAVA_HOME=$java_home" "OPENSEARCH_PATH_CONF=$OS_HOME/config"
    "$OS_HOME/bin/opensearch-plugin")
  rm -f "$OS_HOME/.$ANALYSIS_PLUGIN_NAME-hash"
  if [[ -d $OS_HOME/plugins/$ANALYSIS_PLUGIN_NAME ]]; then
    timeout 300 "${cli[@]}" remove "$ANALYSIS_PLUGIN_NAME" >"$OS_DIR/plugin-install.log" 2>&1 ||
      rm -rf "${OS_HOME:?}/plugins/$ANALYSIS_PLUGIN_NAME"
  fi
  if ! timeout 300 "${cli[@]}" install --batch "file://$ANALYSIS_PLUGIN_ZIP" >>"$OS_DIR/plugin-install.log" 2>&1; then
    tail -n 30 "$OS_DIR/plugin-install.log" >&2 || true
    die "could not install the $ANALYSIS_PLUGIN_NAME plugin into $OS_HOME (see output above)"
  fi
  printf '%s\n' "$hash" >"$OS_HOME/.$ANALYSIS_PLUGIN_NAME-hash"
}

# analysis_plugin_missing_warning : warn when an OpenSearch this script did
# not start lacks the plugin (its indices cannot be created)
analysis_plugin_missing_warning() {
  curl -s -k --connect-timeout 2 --max-time 10 "$OS_URL/_cat/plugins?h=component" 2>/dev/null | grep -qx "$ANALYSIS_PLUGIN_NAME" ||
    log "warning: the OpenSearch at $OS_URL lacks the $ANALYSIS_PLUGIN_NAME plugin (mappings/analysis-az), so readapi cannot create its indices there; install $ANALYSIS_PLUGIN_ZIP into it (bin/opensearch-plugin install --batch file://...) and restart it"
}

# ---------------------------------------------------------------- OpenSearch

find_java_home() {
  if [[ -n ${JAVA_HOME:-} && -x $JAVA_HOME/bin/java ]]; then
    printf '%s\n' "$JAVA_HOME"
    return
  fi
  local java
  java=$(command -v java || true)
  [[ -n $java ]] || die "no Java found: set JAVA_HOME or install a JDK 11+ (Debian: apt-get install openjdk-17-jdk-headless)"
  java=$(readlink -f "$java")
  printf '%s\n' "${java%/bin/java}"
}

ensure_os_user() {
  is_root || return 0
  if ! id -u "$OS_USER" >/dev/null 2>&1; then
    log "creating system user $OS_USER (OpenSearch refuses to run as root)"
    useradd --system --no-create-home --shell /usr/sbin/nologin "$OS_USER"
  fi
}

# run_as_os CMD... : run as the OpenSearch user (root) or as ourselves
run_as_os() {
  if is_root; then runuser -u "$OS_USER" -- "$@"; else "$@"; fi
}

os_install() {
  [[ -f $OS_HOME/.readapi-installed ]] && return 0
  command -v mvn >/dev/null || die "Maven (mvn) is required to fetch OpenSearch $OPENSEARCH_VERSION from Maven Central (Debian: apt-get install maven)"
  command -v unzip >/dev/null || command -v jar >/dev/null || command -v python3 >/dev/null ||
    die "need unzip (or python3) to extract the OpenSearch zip"
  local tmp mvnlog
  rm -rf "$OS_DIR"/install.* # leftovers of an interrupted install
  tmp=$(mktemp -d "$OS_DIR/install.XXXXXX")
  mvnlog=$tmp/maven.log
  log "fetching OpenSearch $OPENSEARCH_VERSION via Maven (cached in the local Maven repository)"
  local a
  for a in \
    "org.opensearch.distribution.integ-test-zip:opensearch:$OPENSEARCH_VERSION:zip" \
    "org.opensearch.plugin:analysis-common:$OPENSEARCH_VERSION:jar"; do
    if ! timeout 900 mvn -q -B -Dstyle.color=never dependency:copy \
      -Dartifact="$a" -Dtransitive=false -Dmdep.useBaseVersion=true \
      -DoutputDirectory="$tmp/dl" >>"$mvnlog" 2>&1; then
      tail -n 40 "$mvnlog" >&2 || true
      rm -rf "$tmp"
      die "Maven could not fetch $a (see output above)"
    fi
  done
  log "extracting into $OS_HOME"
  local zip=$tmp/dl/opensearch-$OPENSEARCH_VERSION.zip
  if command -v unzip >/dev/null; then
    unzip -q "$zip" -d "$tmp/x"
  else
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$zip" "$tmp/x"
  fi
  local home=$tmp/x/opensearch-$OPENSEARCH_VERSION
  [[ -f $home/bin/opensearch ]] || die "unexpected zip layout: $home/bin/opensearch missing"
  chmod +x "$home"/bin/*
  local mod=$home/modules/analysis-common
  mkdir -p "$mod"
  cp "$tmp/dl/analysis-common-$OPENSEARCH_VERSION.jar" "$mod/"
  cat >"$mod/plugin-descriptor.properties" <<EOF
description=Adds "built in" analyzers to OpenSearch.
version=$OPENSEARCH_VERSION
name=analysis-common
classname=org.opensearch.analysis.common.CommonAnalysisPlugin
java.version=11
opensearch.version=$OPENSEARCH_VERSION
custom.foldername=
extended.plugins=
has.native.controller=false
EOF
  touch "$home/.readapi-installed"
  rm -rf "$OS_HOME"
  mv "$home" "$OS_HOME"
  rm -rf "$tmp"
}

os_log_tail() {
  local f
  # the main log is named after the cluster (-Ecluster.name below)
  for f in "$OS_DIR/startup.log" "$OS_DIR/logs/readapi-$OS_PORT.log"; do
    [[ -s $f ]] || continue
    printf -- '--- tail of %s ---\n' "$f" >&2
    tail -n 60 "$f" >&2
  done
}

os_wait_ready() { # os_wait_ready STARTED(0|1)
  local started=$1 deadline status=
  deadline=$((SECONDS + WAIT_SECONDS))
  while ((SECONDS < deadline)); do
    status=$(os_health)
    if [[ $status == green || $status == yellow ]]; then
      log "OpenSearch at $OS_URL is ready (cluster status $status, version $(os_version))"
      return 0
    fi
    if [[ $started == 1 && ! -f $OS_DOCKER_MARK && -s $OS_PIDFILE ]] &&
      ! pid_alive "$OS_PIDFILE" org.opensearch.bootstrap.OpenSearch; then
      os_log_tail
      die "OpenSearch exited during startup"
    fi
    if [[ $started == 1 && ! -f $OS_DOCKER_MARK && ! -s $OS_PIDFILE ]] &&
      ! pgrep -f -- "-Dopensearch.path.home=$OS_HOME" >/dev/null 2>&1; then
      os_log_tail
      die "OpenSearch exited during startup"
    fi
    sleep 1
  done
  [[ $started == 1 ]] && os_log_tail
  die "OpenSearch at $OS_URL not ready (yellow/green) after ${WAIT_SECONDS}s (last status: '${status:-no answer}')"
}

os_start_docker() {
  log "starting OpenSearch $OPENSEARCH_VERSION in Docker ($OPENSEARCH_IMAGE) on 127.0.0.1:$OS_PORT"
  docker rm -f "$OS_CONTAINER" >/dev/null 2>&1 || true
  analysis_plugin_build
  # the analysis plugin is installed into the container before it starts
  docker run -d --name "$OS_CONTAINER" -p "127.0.0.1:$OS_PORT:9200" \
    -e discovery.type=single-node -e DISABLE_SECURITY_PLUGIN=true \
    -e DISABLE_INSTALL_DEMO_CONFIG=true \
    -e "OPENSEARCH_JAVA_OPTS=$OS_JAVA_OPTS" \
    "${DISK_SETTINGS[@]/#/-e}" -e path.repo=/usr/share/opensearch/snapshots \
    -v "$ANALYSIS_PLUGIN_ZIP:/tmp/$ANALYSIS_PLUGIN_NAME.zip:ro" --entrypoint bash \
    "$OPENSEARCH_IMAGE" -c "bin/opensearch-plugin install --batch file:///tmp/$ANALYSIS_PLUGIN_NAME.zip && exec ./opensearch-docker-entrypoint.sh opensearch" >/dev/null
  printf '%s\n' "$OS_CONTAINER" >"$OS_DOCKER_MARK"
  cp "${ANALYSIS_PLUGIN_ZIP%.zip}.hash" "$(analysis_plugin_stamp)"
}

os_start_local() {
  is_local_host "$OS_HOST" ||
    die "nothing answers at $OS_URL and $OS_HOST is not this machine; start OpenSearch there or point OPENSEARCH_URL at 127.0.0.1"
  [[ $OS_SCHEME == http ]] ||
    die "nothing answers at $OS_URL; this script starts only plain-http OpenSearch (use http://127.0.0.1:PORT)"
  ((OS_PORT >= 1024)) || die "refusing to start OpenSearch on privileged port $OS_PORT"

  ensure_state_dir
  mkdir -p "$OS_DIR"
  if [[ ${READAPI_USE_DOCKER:-0} == 1 ]]; then
    docker info >/dev/null 2>&1 || die "READAPI_USE_DOCKER=1 but no Docker engine answers (docker info failed)"
    os_start_docker
    return
  fi

  local java_home
  java_home=$(find_java_home)
  ensure_os_user
  os_install
  analysis_plugin_install "$java_home"
  mkdir -p "$OS_DIR/data" "$OS_DIR/logs" "$OS_DIR/snapshots"
  rm -f "$OS_PIDFILE" "$OS_DOCKER_MARK"
  if is_root; then
    chown -R "$OS_USER" "$OS_DIR"
    runuser -u "$OS_USER" -- test -w "$OS_DIR" -a -x "$OS_HOME/bin/opensearch" ||
      die "$OS_DIR is not usable by user $OS_USER (a parent directory is probably not world-readable, e.g. /root); set READAPI_SERVICES_DIR to a path like /var/tmp/readapi-services"
  fi

  log "starting OpenSearch $OPENSEARCH_VERSION on 127.0.0.1:$OS_PORT (transport $OS_TRANSPORT_PORT, state in $OS_DIR)"
  # setsid: its own session, so ^C on a later `make run` does not reach it.
  (
    cd "$OS_HOME"
    local -a cmd=(env
      "JAVA_HOME=$java_home" "OPENSEARCH_JAVA_HOME=$java_home"
      "OPENSEARCH_JAVA_OPTS=$OS_JAVA_OPTS"
      "OPENSEARCH_PATH_CONF=$OS_HOME/config"
      ./bin/opensearch -d -p "$OS_PIDFILE"
      -Ecluster.name="readapi-$OS_PORT"
      -Enode.name="readapi-$OS_PORT"
      -Ediscovery.type=single-node
      -Enetwork.host=127.0.0.1
      -Ehttp.port="$OS_PORT"
      -Etransport.port="$OS_TRANSPORT_PORT"
      -Epath.data="$OS_DIR/data"
      -Epath.logs="$OS_DIR/logs"
      -Epath.repo="$OS_DIR/snapshots"
      "${DISK_SETTINGS[@]/#/-E}")
    if is_root; then
      setsid runuser -u "$OS_USER" -- "${cmd[@]}" 9>&-
    else
      setsid "${cmd[@]}" 9>&-
    fi
  ) </dev/null >"$OS_DIR/startup.log" 2>&1 || {
    os_log_tail
    die "OpenSearch failed to start"
  }
}

os_up() {
  if analysis_plugin_restart_needed; then
    log "the $ANALYSIS_PLUGIN_NAME plugin's sources changed since OpenSearch at $OS_URL started; restarting it with a new build"
    analysis_plugin_build # before stopping: a failing build leaves the nodes running
    os_down
  fi
  if ((OS_NODES > 1)); then
    cluster_up
    return
  fi
  if os_answers; then
    local v
    v=$(os_version)
    if [[ -n $v ]]; then
      log "OpenSearch $v already answers at $OS_URL; not starting another"
      [[ -f $OS_DOCKER_MARK ]] || pid_alive "$OS_PIDFILE" org.opensearch.bootstrap.OpenSearch || analysis_plugin_missing_warning
    else
      log "something answers at $OS_URL (HTTP $(os_http_code /)) but does not identify as OpenSearch; not starting another, waiting for it to report yellow/green"
    fi
    os_wait_ready 0
    return
  fi
  ensure_state_dir
  with_lock "$STATE_DIR/opensearch-$OS_PORT.lock" os_up_locked
}

os_up_locked() {
  if os_answers; then # someone else started it while we waited for the lock
    log "OpenSearch now answers at $OS_URL; not starting another"
    os_wait_ready 0
    return
  fi
  if pid_alive "$OS_PIDFILE" org.opensearch.bootstrap.OpenSearch; then
    log "OpenSearch started earlier (pid $(cat "$OS_PIDFILE")) is still starting; waiting"
    os_wait_ready 1
    return
  fi
  local t0=$SECONDS
  os_start_local
  os_wait_ready 1
  log "OpenSearch started in $((SECONDS - t0))s"
}

os_down() {
  if ((OS_NODES > 1)); then
    cluster_down
    return
  fi
  if [[ -f $OS_DOCKER_MARK ]]; then
    log "removing Docker container $(cat "$OS_DOCKER_MARK")"
    docker rm -f "$(cat "$OS_DOCKER_MARK")" >/dev/null 2>&1 || true
    rm -f "$OS_DOCKER_MARK"
    return
  fi
  stop_pid "OpenSearch on port $OS_PORT" "$OS_PIDFILE" org.opensearch.bootstrap.OpenSearch ||
    log "no OpenSearch started by this script on port $OS_PORT; nothing to stop"
}

# ------------------------------------------------------- OpenSearch cluster
#
# With OPENSEARCH_NODES=N > 1, node i (0-based) answers HTTP on OS_PORT+i and
# transport on OS_TRANSPORT_PORT+i, lives in $OS_DIR/node-<http port> (its
# own config copy, data, logs and pid file) and runs from the one install in
# $OS_HOME. Every node lists every transport port as a seed host and every
# node name as an initial cluster manager, so any majority elects a manager.
# `up` starts each node whose port does not answer (all of them the first
# time; the killed ones later), then waits for N nodes and yellow or green.

node_port() { printf '%s\n' $((OS_PORT + $1)); }
node_dir() { printf '%s\n' "$OS_DIR/node-$((OS_PORT + $1))"; }
node_name() { printf 'readapi-%s\n' $((OS_PORT + $1)); }
node_url() {
  local host=$OS_HOST
  [[ $host == *:* ]] && host="[$host]"
  printf '%s://%s:%s\n' "$OS_SCHEME" "$host" $((OS_PORT + $1))
}

# node_cluster_name I -> the cluster name node I answers with, "-" when it
# answers without one, nothing when it does not answer
node_cluster_name() {
  local body
  body=$(curl -s -k --connect-timeout 2 --max-time 5 -w '\n%{http_code}' "$(node_url "$1")/" 2>/dev/null || true)
  [[ ${body##*$'\n'} != 000 && -n ${body##*$'\n'} ]] || return 0
  body=$(sed -n 's/.*"cluster_name"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' <<<"$body" | head -n1)
  printf '%s\n' "${body:--}"
}

# node_alive I -> true while node I's process runs (before it writes its pid
# file, found by its data path)
node_alive() {
  local dir
  dir=$(node_dir "$1")
  pid_alive "$dir/opensearch.pid" org.opensearch.bootstrap.OpenSearch ||
    pgrep -f -- "-Epath.data=$dir/data( |$)" >/dev/null 2>&1
}

cluster_name() { printf 'readapi-%s\n' "$OS_PORT"; }

# cluster_get MAX_SECONDS PATH [CURL_ARGS...] -> the answer to PATH of the
# first node that answers (nothing when none does)
cluster_get() {
  local max=$1 path=$2 i out
  shift 2
  for ((i = 0; i < OS_NODES; i++)); do
    out=$(curl -s -k --connect-timeout 2 --max-time "$max" "$@" "$(node_url "$i")$path" 2>/dev/null || true)
    [[ -n $out ]] || continue
    printf '%s\n' "$out"
    return 0
  done
}

# cluster_health -> "STATUS NODES" from the first node that answers
cluster_health() {
  local out
  out=$(cluster_get 15 "/_cluster/health?wait_for_nodes=$OS_NODES&wait_for_status=yellow&timeout=10s")
  [[ -n $out ]] || return 0
  printf '%s %s\n' \
    "$(sed -n 's/.*"status"[[:space:]]*:[[:space:]]*"\([a-z]*\)".*/\1/p' <<<"$out")" \
    "$(sed -n 's/.*"number_of_nodes"[[:space:]]*:[[:space:]]*\([0-9]*\).*/\1/p' <<<"$out")"
}

cluster_log_tail() {
  local dir=$(node_dir "$1") f
  for f in "$dir/startup.log" "$dir/logs/$(cluster_name).log"; do
    [[ -s $f ]] || continue
    printf -- '--- tail of %s ---\n' "$f" >&2
    tail -n 40 "$f" >&2
  done
}

# cluster_wait_ready STARTED_NODES... : wait for N nodes and yellow/green;
# fail early when a node started here has exited
cluster_wait_ready() {
  local deadline health= i
  deadline=$((SECONDS + WAIT_SECONDS))
  while ((SECONDS < deadline)); do
    health=$(cluster_health)
    if [[ $health =~ ^(green|yellow)\ ([0-9]+)$ ]] && ((BASH_REMATCH[2] >= OS_NODES)); then
      log "OpenSearch cluster $(cluster_name) is ready: $OS_NODES nodes on ports $OS_PORT-$((OS_PORT + OS_NODES - 1)), status ${BASH_REMATCH[1]}"
      return 0
    fi
    for i in "$@"; do
      node_alive "$i" && continue
      cluster_log_tail "$i"
      die "OpenSearch node $(node_name "$i") exited during startup"
    done
    sleep 1
  done
  for i in "$@"; do cluster_log_tail "$i"; done
  die "OpenSearch cluster on ports $OS_PORT-$((OS_PORT + OS_NODES - 1)) not ready with $OS_NODES nodes after ${WAIT_SECONDS}s (last status and nodes: '${health:-no answer}')"
}

# cluster_start_node I JAVA_HOME : start node I in the background
cluster_start_node() {
  local i=$1 java_home=$2 dir seeds= managers= j
  dir=$(node_dir "$i")
  for ((j = 0; j < OS_NODES; j++)); do
    seeds+="${seeds:+,}127.0.0.1:$((OS_TRANSPORT_PORT + j))"
    managers+="${managers:+,}$(node_name "$j")"
  done
  mkdir -p "$dir/data" "$dir/logs"
  if [[ ! -f $dir/config/opensearch.yml ]]; then
    cp -r "$OS_HOME/config" "$dir/config"
    # the stock jvm.options writes gc logs and dumps relative to the install
    sed -i -e "s|logs/|$dir/logs/|g" -e "s|HeapDumpPath=data|HeapDumpPath=$dir/data|" "$dir/config/jvm.options"
  fi
  rm -f "$dir/opensearch.pid"
  if is_root; then chown -R "$OS_USER" "$dir"; fi
  log "starting OpenSearch node $(node_name "$i") on 127.0.0.1:$(node_port "$i") (transport $((OS_TRANSPORT_PORT + i)), heap $OS_HEAP, state in $dir)"
  (
    local -a cmd=(env
      "JAVA_HOME=$java_home" "OPENSEARCH_JAVA_HOME=$java_home"
      "OPENSEARCH_JAVA_OPTS=$OS_JAVA_OPTS"
      "OPENSEARCH_PATH_CONF=$dir/config"
      "$OS_HOME/bin/opensearch" -d -p "$dir/opensearch.pid"
      -Ecluster.name="$(cluster_name)"
      -Enode.name="$(node_name "$i")"
      -Ediscovery.seed_hosts="$seeds"
      -Ecluster.initial_cluster_manager_nodes="$managers"
      -Enetwork.host=127.0.0.1
      -Ehttp.port="$(node_port "$i")"
      -Etransport.port=$((OS_TRANSPORT_PORT + i))
      -Epath.data="$dir/data"
      -Epath.logs="$dir/logs"
      -Enode.processors=2
      -Eindices.recovery.max_bytes_per_sec=200mb
      -Epath.repo="$OS_DIR/snapshots"
      "${DISK_SETTINGS[@]/#/-E}")
    if is_root; then
      setsid runuser -u "$OS_USER" -- "${cmd[@]}" 9>&-
    else
      setsid "${cmd[@]}" 9>&-
    fi
  ) </dev/null >"$dir/startup.log" 2>&1
}

# cluster_start_nodes JAVA_HOME I... : start the nodes I in parallel and
# wait for their launchers (not for them to join)
cluster_start_nodes() {
  local java_home=$1 i j
  shift
  local -a pids=() nodes=()
  for i in "$@"; do
    if node_alive "$i"; then
      log "node $(node_name "$i") started earlier is still starting; waiting"
      continue
    fi
    cluster_start_node "$i" "$java_home" &
    pids+=($!)
    nodes+=("$i")
  done
  for j in "${!pids[@]}"; do
    wait "${pids[$j]}" || {
      cluster_log_tail "${nodes[$j]}"
      die "OpenSearch node failed to start"
    }
  done
}

# cluster_listed_names -> the node names in the cluster state that the
# first answering node last applied (local: no cluster manager needed)
cluster_listed_names() {
  cluster_get 5 "/_cluster/state/nodes?local=true&filter_path=nodes.*.name" | grep -o '"name":"[^"]*"' | cut -d'"' -f4 || true
}

# cluster_restart_order I... : split the missing nodes I into first (the
# ones the surviving nodes no longer list) and later (the ones they still
# list). A node that rejoins while the survivors still list its previous
# process, during the election of a cluster manager, hits an OpenSearch bug
# (opensearch-project/OpenSearch#19150, open in 2.19): the election removes
# the old process and promotes replicas of its primaries, but drops their
# new primary terms, so each promoted copy never enters primary mode, every
# recovery from it fails ("shard is not in primary mode") and the cluster
# stays yellow. Starting the forgotten nodes first lets a cluster manager be
# elected without them, remove the listed dead processes the ordinary way
# (node-left), and only then see them rejoin.
cluster_restart_order() {
  local i listed
  first=() later=()
  listed=$(cluster_listed_names)
  for i in "$@"; do
    if [[ -n $listed ]] && grep -qx "$(node_name "$i")" <<<"$listed"; then
      later+=("$i")
    else
      first+=("$i")
    fi
  done
  if ((${#first[@]} == 0)); then
    first=("${later[@]}")
    later=()
  fi
  if ((${#later[@]} > 0)); then
    local names=() j
    for j in "${later[@]}"; do names+=("$(node_name "$j")"); done
    log "the surviving nodes still list ${names[*]}; starting the other missing nodes first, then these once the cluster has removed them"
  fi
}

# cluster_wait_forgotten I... : wait until an elected cluster manager no
# longer lists nodes I (it removes a dead node a few seconds after the
# election); gives up after WAIT_SECONDS with a warning
cluster_wait_forgotten() {
  local deadline names i j out gone
  deadline=$((SECONDS + WAIT_SECONDS))
  while ((SECONDS < deadline)); do
    for ((i = 0; i < OS_NODES; i++)); do
      out=$(curl -s -k --connect-timeout 2 --max-time 5 "$(node_url "$i")/_cat/nodes?h=name" 2>/dev/null || true)
      [[ $out == readapi-* ]] || continue
      gone=1
      for j in "$@"; do grep -qx "$(node_name "$j")" <<<"$out" && gone=0; done
      ((gone)) && return 0
      break
    done
    sleep 1
  done
  names=$(for j in "$@"; do node_name "$j"; done | tr '\n' ' ')
  log "warning: the cluster still lists ${names% } after ${WAIT_SECONDS}s; starting them anyway"
}

# cluster_heal_stuck_primaries : after nodes came back to a cluster that
# kept running, wait (at most HEAL_SECONDS) for green, and cancel any
# primary from which a replica recovery has sat in stage init for 30 s.
# That is the OpenSearch bug of cluster_restart_order, when the order could
# not avoid it (the survivors still listed every missing node, e.g. two
# lost at once): the promoted primary never enters primary mode, so it has
# accepted no write since its promotion, and cancelling it makes the cluster
# manager allocate that shard's primary again (an in-sync copy, the ordinary
# way, with a new term). The shard is unavailable for a few seconds.
cluster_heal_stuck_primaries() {
  local deadline=$((SECONDS + HEAL_SECONDS)) out index shard stage source secs
  while ((SECONDS < deadline)); do
    [[ $(cluster_health) == "green "* ]] && return 0
    out=$(cluster_get 10 "/_cat/recovery?active_only=true&h=index,shard,stage,source_node,time&time=s")
    while read -r index shard stage source secs; do
      [[ $stage == init && -n $source && $source != n/a && ${secs%%[.s]*} =~ ^[0-9]+$ ]] || continue
      ((${secs%%[.s]*} >= 30)) || continue
      log "a recovery of [$index][$shard] from its primary on $source has sat in stage init for ${secs%%s}s (OpenSearch#19150: the primary was promoted without its new term); cancelling that primary so that the cluster allocates it again"
      cluster_get 30 "/_cluster/reroute?metric=none" -XPOST -H 'Content-Type: application/json' \
        -d "{\"commands\":[{\"cancel\":{\"index\":\"$index\",\"shard\":$shard,\"node\":\"$source\",\"allow_primary\":true}}]}" >/dev/null
    done <<<"$out"
    sleep 5
  done
  log "warning: cluster $(cluster_name) not green ${HEAL_SECONDS}s after the nodes came back (status and nodes: $(cluster_health))"
}

cluster_up() {
  [[ ${READAPI_USE_DOCKER:-0} == 1 ]] && die "OPENSEARCH_NODES > 1 is not supported with READAPI_USE_DOCKER=1"
  ensure_state_dir
  with_lock "$STATE_DIR/opensearch-$OS_PORT.lock" cluster_up_locked
}

cluster_up_locked() {
  local i name ours=0 answering=0 t0=$SECONDS
  local -a missing=() started=()
  for ((i = 0; i < OS_NODES; i++)); do
    name=$(node_cluster_name "$i")
    if [[ -z $name ]]; then
      missing+=("$i")
      continue
    fi
    answering=$((answering + 1))
    if [[ $name == "$(cluster_name)" ]]; then
      ours=1
    elif ((i == 0)); then
      log "OpenSearch (cluster '$name') already answers at $OS_URL; not starting another"
      cluster_wait_ready
      return
    else
      die "port $(node_port "$i") answers with cluster '$name', not $(cluster_name); choose another OPENSEARCH_URL port"
    fi
  done
  if ((${#missing[@]} == 0)); then
    log "OpenSearch cluster $(cluster_name) already answers on all $OS_NODES ports; not starting another"
    cluster_wait_ready
    return
  fi
  ((answering == 0 || ours == 1)) || die "unexpected state"
  is_local_host "$OS_HOST" ||
    die "nothing answers at $OS_URL and $OS_HOST is not this machine; start OpenSearch there or point OPENSEARCH_URL at 127.0.0.1"
  [[ $OS_SCHEME == http ]] ||
    die "nothing answers at $OS_URL; this script starts only plain-http OpenSearch (use http://127.0.0.1:PORT)"
  ((OS_PORT >= 1024)) || die "refusing to start OpenSearch on privileged port $OS_PORT"
  local java_home
  java_home=$(find_java_home)
  ensure_os_user
  mkdir -p "$OS_DIR/snapshots"
  os_install
  analysis_plugin_install "$java_home"
  if is_root; then
    chown "$OS_USER" "$OS_DIR" "$OS_DIR/snapshots"
    runuser -u "$OS_USER" -- test -w "$OS_DIR" -a -x "$OS_HOME/bin/opensearch" ||
      die "$OS_DIR is not usable by user $OS_USER (a parent directory is probably not world-readable, e.g. /root); set READAPI_SERVICES_DIR to a path like /var/tmp/readapi-services"
  fi
  # Nodes the survivors still list go last: see cluster_restart_order.
  local -a first=() later=()
  cluster_restart_order "${missing[@]}"
  cluster_start_nodes "$java_home" "${first[@]}"
  if ((${#later[@]} > 0)); then
    cluster_wait_forgotten "${later[@]}"
    cluster_start_nodes "$java_home" "${later[@]}"
  fi
  started=("${first[@]}" "${later[@]}")
  cluster_wait_ready "${started[@]}"
  ((answering == 0)) || cluster_heal_stuck_primaries
  local names=()
  for i in "${started[@]}"; do names+=("$(node_name "$i")"); done
  log "OpenSearch nodes ${names[*]} started in $((SECONDS - t0))s"
}

cluster_down() {
  local i pidfile any=0
  local -a pids=()
  for ((i = 0; i < OS_NODES; i++)); do
    pidfile=$(node_dir "$i")/opensearch.pid
    pid_alive "$pidfile" org.opensearch.bootstrap.OpenSearch || { rm -f "$pidfile"; continue; }
    any=1
    stop_pid "OpenSearch node $(node_name "$i")" "$pidfile" org.opensearch.bootstrap.OpenSearch &
    pids+=($!)
  done
  ((${#pids[@]} == 0)) || wait "${pids[@]}" || true
  ((any)) || log "no OpenSearch node started by this script on ports $OS_PORT-$((OS_PORT + OS_NODES - 1)); nothing to stop"
}

cluster_status() {
  local i name rc=0 who
  for ((i = 0; i < OS_NODES; i++)); do
    name=$(node_cluster_name "$i")
    who="not started by this script"
    pid_alive "$(node_dir "$i")/opensearch.pid" org.opensearch.bootstrap.OpenSearch &&
      who="started by this script, pid $(cat "$(node_dir "$i")/opensearch.pid")"
    if [[ -n $name ]]; then
      log "OpenSearch node at $(node_url "$i") answers (cluster $name) [$who]"
    else
      log "OpenSearch does not answer at $(node_url "$i") [$who]"
      rc=1
    fi
  done
  log "cluster health (status nodes): $(cluster_health)"
  return $rc
}

# register_snapshot_repository : register SNAPSHOT_REPO on a local
# OpenSearch when it is missing, as an fs repository in the node's
# path.repo (a relative location resolves there; every node of a local
# cluster shares that directory). A node started before path.repo was set
# cannot hold it: a warning says how to restart it.
register_snapshot_repository() {
  is_local_host "$OS_HOST" || return 0
  local code out
  code=$(os_http_code "/_snapshot/$SNAPSHOT_REPO")
  if [[ $code == 200 ]]; then
    log "snapshot repository $SNAPSHOT_REPO is registered"
    return 0
  fi
  out=$(curl -s -k --connect-timeout 2 --max-time 60 -XPUT -H 'Content-Type: application/json' \
    -d '{"type":"fs","settings":{"location":"readapi","compress":true}}' \
    "$OS_URL/_snapshot/$SNAPSHOT_REPO" 2>&1 || true)
  if [[ $out == *'"acknowledged":true'* ]]; then
    log "registered the fs snapshot repository $SNAPSHOT_REPO (directory readapi under the node's path.repo)"
  else
    log "warning: could not register the snapshot repository $SNAPSHOT_REPO, so reindex snapshot will fail ($out); a node started by an older services.sh lacks path.repo: run '$PROG down opensearch' and '$PROG up' with the same OPENSEARCH_URL"
  fi
}

# --------------------------------------------------------------------- Redis

# Keys and credits are kept by both of Redis's persistence mechanisms: the
# append-only file (fsynced every second; apikey create and revoke wait for
# their own write to reach the disk) and RDB snapshots on Redis's usual
# schedule, which give a compact file to copy as a backup.
REDIS_PERSISTENCE=(--appendonly yes --appendfsync everysec --save '3600 1 300 100 60 10000')

ensure_redis_installed() {
  command -v redis-server >/dev/null && return 0
  local -a sudo=()
  if ! is_root; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      die "redis-server is not installed and this user cannot install it; run: sudo apt-get install -y redis-server"
    fi
  fi
  command -v apt-get >/dev/null || die "redis-server is not installed and apt-get is not available; install Redis 6+ yourself"
  log "installing redis-server with apt-get"
  local -a apt=(env DEBIAN_FRONTEND=noninteractive timeout 900 apt-get -q
    -o Acquire::Retries=3 -o Acquire::http::Timeout=30 -o Acquire::https::Timeout=30)
  local aptlog
  aptlog=$(mktemp "${TMPDIR:-/tmp}/readapi-apt.XXXXXX")
  if ! "${sudo[@]}" "${apt[@]}" update >"$aptlog" 2>&1 ||
    ! "${sudo[@]}" "${apt[@]}" install -y --no-install-recommends redis-server redis-tools >>"$aptlog" 2>&1; then
    tail -n 30 "$aptlog" >&2
    rm -f "$aptlog"
    die "apt-get could not install redis-server (see output above)"
  fi
  rm -f "$aptlog"
  command -v redis-server >/dev/null || die "redis-server still missing after apt-get install"
}

redis_wait_ready() { # redis_wait_ready [PORT [DIR]]
  local port=${1:-$RD_PORT} dir=${2:-$RD_DIR} deadline reply
  deadline=$((SECONDS + WAIT_SECONDS))
  while ((SECONDS < deadline)); do
    reply=$(redis_reply "$port")
    if [[ $reply == +PONG ]]; then
      log "Redis at $RD_HOST:$port is ready"
      return 0
    fi
    sleep 0.2
  done
  [[ -s $dir/redis.log ]] && { printf -- '--- tail of %s ---\n' "$dir/redis.log" >&2; tail -n 30 "$dir/redis.log" >&2; }
  die "Redis at $RD_HOST:$port not ready after ${WAIT_SECONDS}s (last reply: '${reply:-none}')"
}

redis_up() {
  if [[ -n $RD_CLUSTER ]]; then
    redis_cluster_up
    return
  fi
  if redis_answers; then
    log "Redis already answers at $RD_HOST:$RD_PORT; not starting another"
    redis_wait_ready
    return
  fi
  is_local_host "$RD_HOST" ||
    die "nothing answers at $REDIS_URL_RAW and $RD_HOST is not this machine; start Redis there or point REDIS_URL at 127.0.0.1"
  [[ $RD_SCHEME == redis ]] || die "nothing answers at $REDIS_URL_RAW; this script starts only plain redis:// servers and redis+cluster:// clusters, not Sentinel"
  ensure_redis_installed
  ensure_state_dir
  mkdir -p "$RD_DIR"
  with_lock "$STATE_DIR/redis-$RD_PORT.lock" redis_up_locked
}

redis_up_locked() {
  if redis_answers; then
    log "Redis now answers at $RD_HOST:$RD_PORT; not starting another"
    redis_wait_ready
    return
  fi
  log "starting Redis on 127.0.0.1:$RD_PORT (state in $RD_DIR)"
  rm -f "$RD_PIDFILE"
  local -a args=(--port "$RD_PORT" --bind 127.0.0.1 --daemonize yes
    --pidfile "$RD_PIDFILE" --dir "$RD_DIR" --logfile "$RD_DIR/redis.log"
    "${REDIS_PERSISTENCE[@]}")
  [[ -n $RD_PASSWORD ]] && args+=(--requirepass "$RD_PASSWORD")
  # 9>&-: the daemon must not inherit (and so hold) the lock descriptor
  redis-server "${args[@]}" </dev/null >"$RD_DIR/startup.log" 2>&1 9>&- || {
    cat "$RD_DIR/startup.log" >&2
    die "redis-server failed to start"
  }
  redis_wait_ready
}

redis_down() {
  if [[ -n $RD_CLUSTER ]]; then
    redis_cluster_down
  else
    stop_pid "Redis on port $RD_PORT" "$RD_PIDFILE" redis-server ||
      log "no Redis started by this script on port $RD_PORT; nothing to stop"
  fi
}

# ------------------------------------------------------------- Redis Cluster
# RC_NODES masters on RD_PORT and the next ports (cluster bus: port + 10000),
# each with its own directory under RC_DIR; a node keeps its identity and
# slots in nodes.conf there, so a killed node rejoins when `up` restarts it.

rc_ports() { seq "$RD_PORT" $((RD_PORT + RC_NODES - 1)); }

rc_cli() { # rc_cli PORT ARGS...
  local port=$1
  shift
  if [[ -n $RD_PASSWORD ]]; then
    REDISCLI_AUTH=$RD_PASSWORD redis-cli --no-auth-warning -h 127.0.0.1 -p "$port" "$@"
  else
    redis-cli -h 127.0.0.1 -p "$port" "$@"
  fi
}

rc_info() { # rc_info PORT FIELD -> the field of CLUSTER INFO
  rc_cli "$1" cluster info 2>/dev/null | tr -d '\r' | sed -n "s/^$2://p"
}

redis_cluster_up() {
  is_local_host "$RD_HOST" || die "REDIS_URL names $RD_HOST; this script starts a Redis Cluster only on this machine"
  [[ $RD_SCHEME == redis ]] || die "this script starts only plain redis+cluster:// clusters (no TLS)"
  ensure_redis_installed
  command -v redis-cli >/dev/null || die "redis-cli is missing (Debian: apt-get install redis-tools)"
  ensure_state_dir
  mkdir -p "$RC_DIR"
  with_lock "$STATE_DIR/redis-cluster-$RD_PORT.lock" redis_cluster_up_locked
}

redis_cluster_up_locked() {
  local port dir fresh=0
  for port in $(rc_ports); do
    dir=$RC_DIR/$port
    if [[ -n $(redis_reply "$port") ]]; then
      log "Redis already answers on port $port; not starting another"
      continue
    fi
    log "starting Redis Cluster node on 127.0.0.1:$port (state in $dir)"
    mkdir -p "$dir"
    rm -f "$dir/redis.pid"
    local -a args=(--port "$port" --bind 127.0.0.1 --daemonize yes
      --pidfile "$dir/redis.pid" --dir "$dir" --logfile "$dir/redis.log"
      --cluster-enabled yes --cluster-config-file nodes.conf --cluster-node-timeout 5000
      "${REDIS_PERSISTENCE[@]}")
    [[ -n $RD_PASSWORD ]] && args+=(--requirepass "$RD_PASSWORD" --masterauth "$RD_PASSWORD")
    redis-server "${args[@]}" </dev/null >"$dir/startup.log" 2>&1 9>&- || {
      cat "$dir/startup.log" >&2
      die "redis-server failed to start on port $port"
    }
  done
  for port in $(rc_ports); do
    redis_wait_ready "$port" "$RC_DIR/$port"
    rc_cli "$port" info cluster | tr -d '\r' | grep -qx 'cluster_enabled:1' ||
      die "Redis on port $port is not a cluster node; free ports $RD_PORT-$((RD_PORT + RC_NODES - 1)) or set REDIS_URL to other ports"
    if [[ $(rc_info "$port" cluster_known_nodes) == 1 && $(rc_info "$port" cluster_slots_assigned) == 0 ]]; then
      fresh=$((fresh + 1))
    fi
  done
  if ((fresh == RC_NODES)); then
    log "creating a Redis Cluster of $RC_NODES masters"
    local -a nodes=()
    for port in $(rc_ports); do nodes+=("127.0.0.1:$port"); done
    rc_cli "$RD_PORT" --cluster create "${nodes[@]}" --cluster-replicas 0 --cluster-yes >"$RC_DIR/create.log" 2>&1 || {
      cat "$RC_DIR/create.log" >&2
      die "redis-cli --cluster create failed"
    }
  elif ((fresh > 0)); then
    die "of the nodes on ports $RD_PORT-$((RD_PORT + RC_NODES - 1)), $fresh are empty and the others in a cluster; run '$PROG down' with REDIS_CLUSTER=1 and remove $RC_DIR to start afresh"
  fi
  redis_cluster_wait_ok
}

redis_cluster_wait_ok() {
  local deadline port state
  deadline=$((SECONDS + WAIT_SECONDS))
  for port in $(rc_ports); do
    while state=$(rc_info "$port" cluster_state); [[ $state != ok ]]; do
      ((SECONDS < deadline)) || die "the Redis Cluster node on port $port reports cluster_state '${state:-none}' after ${WAIT_SECONDS}s"
      sleep 0.2
    done
  done
  log "Redis Cluster on ports $RD_PORT-$((RD_PORT + RC_NODES - 1)) is ready: REDIS_URL=$REDIS_URL_RAW"
}

redis_cluster_down() { # stops the nodes of the cluster on RD_PORT that this script started
  local pidfile
  for pidfile in "$RC_DIR"/*/redis.pid; do
    [[ -e $pidfile ]] || continue
    stop_pid "Redis Cluster node $(basename "$(dirname "$pidfile")")" "$pidfile" redis-server || true
  done
}

# -------------------------------------------------------------------- status

status() {
  local rc=0 who
  if ((OS_NODES > 1)); then
    cluster_status || rc=1
  elif os_answers; then
    who="not started by this script"
    if [[ -f $OS_DOCKER_MARK ]]; then
      who="Docker container $(cat "$OS_DOCKER_MARK") started by this script"
    elif pid_alive "$OS_PIDFILE" org.opensearch.bootstrap.OpenSearch; then
      who="started by this script, pid $(cat "$OS_PIDFILE")"
    fi
    log "OpenSearch answers at $OS_URL (version $(os_version), cluster status $(os_health)) [$who]"
  else
    log "OpenSearch does not answer at $OS_URL"
    rc=1
  fi
  if redis_answers; then
    who="not started by this script"
    local rd_pidfile=$RD_PIDFILE
    [[ -n $RD_CLUSTER ]] && rd_pidfile=$RC_DIR/$RD_PORT/redis.pid
    if pid_alive "$rd_pidfile" redis-server; then
      who="started by this script, pid $(cat "$rd_pidfile")"
    fi
    log "Redis answers at $RD_HOST:$RD_PORT (PING: $(redis_reply)) [$who]"
    if [[ -n $RD_CLUSTER ]]; then
      log "Redis Cluster: state $(rc_info "$RD_PORT" cluster_state), $(rc_info "$RD_PORT" cluster_size) masters with slots, $(rc_info "$RD_PORT" cluster_slots_ok) slots ok"
    fi
  else
    log "Redis does not answer at $RD_HOST:$RD_PORT"
    rc=1
  fi
  return $rc
}

usage() {
  cat >&2 <<EOF
usage: $PROG up|down|status [opensearch|redis]
  up      start OpenSearch $OPENSEARCH_VERSION and Redis where they do not answer
          (OPENSEARCH_URL=$OS_URL, REDIS_URL=$REDIS_URL_RAW), wait until ready
  down    stop what 'up' started (state in $STATE_DIR)
  status  show what answers
A second argument limits up and down to that one service.
EOF
  exit 2
}

command -v curl >/dev/null || die "curl is required"

ONLY=${2:-}
[[ -z $ONLY || $ONLY == opensearch || $ONLY == redis ]] || usage
want() { [[ -z $ONLY || $ONLY == "$1" ]]; }

case ${1:-} in
  up)
    if want opensearch; then
      os_up
      register_snapshot_repository
    fi
    if want redis; then redis_up; fi
    ;;
  down)
    if want opensearch; then os_down; fi
    if want redis; then redis_down; fi
    ;;
  status) status ;;
  -h | --help | help) usage ;;
  *) usage ;;
esac

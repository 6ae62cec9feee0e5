package main

import (
	"os"
	"slices"
	"strings"
	"testing"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// fleetFiles are the Kubernetes manifests of docker/kubernetes.
var fleetFiles = []string{"../../docker/kubernetes/naclcmp-fleet.yaml", "../../docker/kubernetes/naclcmp-merge.yaml"}

// TestFleetManifests decodes the fleet's manifests strictly into the
// Kubernetes API's own types (an unknown or misspelt field is an error)
// and checks what the API and the fleet need: every Job has a name, a
// container with an image and a restart policy a Job accepts; every
// volume is the one claim the file defines; there is one benchmark Job
// per platform of the image, pinned by kubernetes.io/arch and writing to
// its own folder; and the merge Job merges exactly those folders.
func TestFleetManifests(t *testing.T) {
	var jobs []batchv1.Job
	claims := map[string]bool{}
	for _, f := range fleetFiles {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, doc := range strings.Split(string(data), "\n---\n") {
			var meta struct{ APIVersion, Kind string }
			if err := yaml.Unmarshal([]byte(doc), &meta); err != nil {
				t.Fatalf("%s, document %d: %v", f, i, err)
			}
			switch meta.APIVersion + " " + meta.Kind {
			case "batch/v1 Job":
				var j batchv1.Job
				if err := yaml.UnmarshalStrict([]byte(doc), &j); err != nil {
					t.Fatalf("%s, document %d: %v", f, i, err)
				}
				jobs = append(jobs, j)
			case "v1 PersistentVolumeClaim":
				var c corev1.PersistentVolumeClaim
				if err := yaml.UnmarshalStrict([]byte(doc), &c); err != nil {
					t.Fatalf("%s, document %d: %v", f, i, err)
				}
				if _, ok := c.Spec.Resources.Requests[corev1.ResourceStorage]; !ok || !slices.Contains(c.Spec.AccessModes, corev1.ReadWriteMany) {
					t.Errorf("claim %s: wants a storage request and ReadWriteMany (pods on several nodes write to it)", c.Name)
				}
				claims[c.Name] = true
			default:
				t.Fatalf("%s, document %d: unexpected %q %q", f, i, meta.APIVersion, meta.Kind)
			}
		}
	}
	// kubernetes.io/arch values of the seven platforms (GOARCH names).
	want := []string{"amd64", "arm64", "arm", "386", "riscv64", "s390x", "ppc64le"}
	var arches, outs, merged []string
	for _, j := range jobs {
		spec := j.Spec.Template.Spec
		if j.Name == "" || len(j.Name) > 63 || len(spec.Containers) != 1 || spec.Containers[0].Name == "" ||
			!strings.HasSuffix(spec.Containers[0].Image, "/naclcmp:latest") {
			t.Errorf("job %q: want a name and one named container running the naclcmp image", j.Name)
			continue
		}
		if p := spec.RestartPolicy; p != corev1.RestartPolicyNever && p != corev1.RestartPolicyOnFailure {
			t.Errorf("job %s: restartPolicy %q; a Job takes Never or OnFailure", j.Name, p)
		}
		for _, v := range spec.Volumes {
			if v.PersistentVolumeClaim == nil || !claims[v.PersistentVolumeClaim.ClaimName] {
				t.Errorf("job %s: volume %s is not the claim the manifests define", j.Name, v.Name)
			}
		}
		args := spec.Containers[0].Args
		out := slices.Index(args, "--out")
		if out < 0 || out+1 >= len(args) {
			t.Errorf("job %s: no --out folder in %q", j.Name, args)
			continue
		}
		switch args[0] {
		case "bench":
			arches = append(arches, spec.NodeSelector["kubernetes.io/arch"])
			outs = append(outs, args[out+1])
		case "report":
			merged = args[out+2:]
		default:
			t.Errorf("job %s: runs %q, want bench or report --merge", j.Name, args)
		}
	}
	if !slices.Equal(arches, want) {
		t.Errorf("benchmark jobs pinned to %q, want one per platform of the image %q", arches, want)
	}
	if len(outs) != len(slices.Compact(slices.Sorted(slices.Values(outs)))) {
		t.Errorf("benchmark jobs share an --out folder: %q", outs)
	}
	if !slices.Equal(merged, outs) {
		t.Errorf("the merge job merges %q, the benchmark jobs write %q", merged, outs)
	}
}
